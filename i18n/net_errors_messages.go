package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Errors of a network game (package ui/internal/errtext, Net and
// PortAdvice), one per kind of error of netplay, netplay/discover and
// netplay/portmap. Each is one or more whole sentences, shown in a dialog or
// on the network game's panel.

// Joining: the code and the host's answer.
var (
	MsgNetErrBadCode = &goi18n.Message{
		ID:          "NetErrBadCode",
		Description: "Network game: what the person typed as the game code cannot be read as one. The two examples are a code alone and a code with an IPv4 address before a slash; keep them as they are.",
		Other:       "This is not a game code. A code has 12 letters and digits, as in 7KQ2-M9XD-4TRB; for a game over the internet the host's address comes before it, as in 203.0.113.5/7KQ2-M9XD-4TRB.",
	}
	MsgNetErrNoAddress = &goi18n.Message{
		ID:          "NetErrNoAddress",
		Description: "Network game: the code typed has no host address (the part before the slash), and the host was not found on the local network, so there is nowhere to connect.",
		Other:       "This code holds no host address. For a game over the internet, ask the host for the whole code, with the address before the slash.",
	}
	MsgNetErrWrongCode = &goi18n.Message{
		ID:          "NetErrWrongCode",
		Description: "Network game: the host refused the code the joiner typed (a wrong code, or one of an earlier hosting).",
		Other:       "The host refused the code. Check it and try again.",
	}
	MsgNetErrNotAuthentic = &goi18n.Message{
		ID:          "NetErrNotAuthentic",
		Description: "Network game: the computer at the code's address answered but could not prove that it knows the code: it is not the real host (another program, or someone listening in between). Konane did not go on.",
		Other:       "The computer that answered does not know the code: it is not the host of this game, so Konane broke off the connection. Check the address in the code.",
	}
	MsgNetErrGameFull = &goi18n.Message{
		ID:          "NetErrGameFull",
		Description: "Network game: the host already plays this game with another opponent; a host takes one opponent only.",
		Other:       "The host already plays this game with someone else.",
	}
	MsgNetErrTooManyTries = &goi18n.Message{
		ID:          "NetErrTooManyTries",
		Description: "Network game: the host refuses to listen for a while because too many wrong codes came from this computer's address (a minute at first, longer after each further wrong code).",
		Other:       "Too many wrong codes came from this computer. Wait a few minutes, check the code and try again.",
	}
	MsgNetErrVersion = &goi18n.Message{
		ID:          "NetErrVersion",
		Description: "Network game: the other program speaks another version of the network protocol, so the connection ended. Both players need the same version of Konane.",
		Other:       "The opponent's program speaks another version of the network game, so the connection ended; the game on screen stays as it was. Use the same version of Konane on both computers.",
	}
)

// The opponent's program broke the protocol. Each sentence is followed by
// MsgNetErrBreach.
var (
	MsgNetErrBreach = &goi18n.Message{
		ID:          "NetErrBreach",
		Description: "Network game: the sentence after each of the opponent program's breaches (a line too long, an illegal move, …): the connection ended for good and the game on the board was not changed.",
		Other:       "That breaks the rules of the connection, so the connection ended; the game on screen stays as it was.",
	}
	MsgNetErrLineTooLong = &goi18n.Message{
		ID:          "NetErrLineTooLong",
		Description: "Network game: the opponent's program sent a line (a message) longer than the protocol allows. Followed by NetErrBreach.",
		Other:       "The opponent's program sent a message far too long.",
	}
	MsgNetErrGarbage = &goi18n.Message{
		ID:          "NetErrGarbage",
		Description: "Network game: the opponent's program sent a message that is not well formed (garbage). Followed by NetErrBreach.",
		Other:       "The opponent's program sent a message that cannot be read.",
	}
	MsgNetErrUnknownMessage = &goi18n.Message{
		ID:          "NetErrUnknownMessage",
		Description: "Network game: the opponent's program sent a well-formed message of a type Konane does not know. Followed by NetErrBreach.",
		Other:       "The opponent's program sent a message Konane does not know.",
	}
	MsgNetErrUnexpected = &goi18n.Message{
		ID:          "NetErrUnexpected",
		Description: "Network game: the opponent's program sent a message that has no place at this moment (e.g. accepted a takeback nobody offered). Followed by NetErrBreach.",
		Other:       "The opponent's program sent a message that has no place at this point of the game.",
	}
	MsgNetErrOutOfTurn = &goi18n.Message{
		ID:          "NetErrOutOfTurn",
		Description: "Network game: the opponent's program sent a move when it was not the opponent's turn. Followed by NetErrBreach.",
		Other:       "The opponent's program sent a move when it was not its turn.",
	}
	MsgNetErrIllegalMove = &goi18n.Message{
		ID:          "NetErrIllegalMove",
		Description: "Network game: the opponent's program sent a move that the rules of Kōnane forbid in the position. Followed by NetErrBreach.",
		Other:       "The opponent's program sent a move the rules do not allow.",
	}
	MsgNetErrPlyOutOfSequence = &goi18n.Message{
		ID:          "NetErrPlyOutOfSequence",
		Description: "Network game: the opponent's program sent a move whose number does not follow the game's moves. Followed by NetErrBreach.",
		Other:       "The opponent's program sent a move numbered out of order.",
	}
	MsgNetErrDiverged = &goi18n.Message{
		ID:          "NetErrDiverged",
		Description: "Network game: on reconnecting, the two programs found that their games have different moves, so they cannot go on together; the connection ended for good and the game on the board was kept.",
		Other:       "The two games differ: the opponent's has other moves than this one, so they cannot go on together and the connection ended. The game on screen is kept.",
	}
)

// The connection, and actions that need it.
var (
	MsgNetErrSilence = &goi18n.Message{
		ID:          "NetErrSilence",
		Description: "Network game: nothing came from the opponent's computer for too long (20 seconds), so the connection was closed. The game is kept, and connecting again with the same code goes on from the same position.",
		Other:       "Nothing has come from the opponent's computer for too long, so the connection was closed. The game is kept: the same code connects again, and the game goes on where it stopped.",
	}
	MsgNetErrLinkLost = &goi18n.Message{
		ID:          "NetErrLinkLost",
		Description: "Network game: the connection broke (a cable, sleep, the other program stopped). The game is kept, and connecting again with the same code goes on from the same position.",
		Other:       "The connection to the opponent was lost. The game is kept: the same code connects again, and the game goes on where it stopped.",
	}
	MsgNetErrDialRefused = &goi18n.Message{
		ID:          "NetErrDialRefused",
		Description: "Network game: the computer at the host's address refused the connection: no game is hosted there now (closed, or the address or port in the code is wrong).",
		Other:       "No game is hosted at this address now: the host may have closed it, or the address in the code is wrong.",
	}
	MsgNetErrDialUnreachable = &goi18n.Message{
		ID:          "NetErrDialUnreachable",
		Description: "Network game: the host's address cannot be reached from this computer's network (no route to it).",
		Other:       "The host's address cannot be reached from this computer. Check the address in the code and this computer's connection to the network.",
	}
	MsgNetErrDialTimeout = &goi18n.Message{
		ID:          "NetErrDialTimeout",
		Description: "Network game: the host's computer did not answer the connection in time: a wrong address, or a firewall or router that does not let the game's port in.",
		Other:       "The host's computer did not answer. Check the address in the code; the host's router and firewall must let the game's port in.",
	}
	MsgNetErrPeerLeft = &goi18n.Message{
		ID:          "NetErrPeerLeft",
		Description: "Network game: the opponent closed the network game for good (left it). The game on the board was kept.",
		Other:       "The opponent has left the network game. The game on screen stays as it was.",
	}
	MsgNetErrNotConnected = &goi18n.Message{
		ID:          "NetErrNotConnected",
		Description: "Network game: the person tried something that needs the opponent (a move, an offer), but the opponent is not connected now.",
		Other:       "The opponent is not connected now. Wait until the connection is back.",
	}
	MsgNetErrNotYourTurn = &goi18n.Message{
		ID:          "NetErrNotYourTurn",
		Description: "Network game: the person tried to move (or to take back a move) when it is the opponent's turn.",
		Other:       "It is not your turn now.",
	}
	MsgNetErrGameOver = &goi18n.Message{
		ID:          "NetErrGameOver",
		Description: "Network game: the person tried something the state of the game does not allow: a move, takeback or resignation after the game ended, or a rematch before it ended.",
		Other:       "That is not possible now: moves, takebacks and resigning need a game in progress, a rematch a finished one.",
	}
	MsgNetErrNoOffer = &goi18n.Message{
		ID:          "NetErrNoOffer",
		Description: "Network game: the person answered an offer (takeback, rematch) that is not there, or made an offer while their own still waits for an answer.",
		Other:       "There is no such offer now, or yours is still waiting for an answer.",
	}
	MsgNetErrClosed = &goi18n.Message{
		ID:          "NetErrClosed",
		Description: "Network game: the person's own network game was closed (left), so nothing more can be done in it.",
		Other:       "This network game is closed.",
	}
	MsgNetErrOther = &goi18n.Message{
		ID:          "NetErrOther",
		Description: "Network game: an error Konane does not know. Detail is the program's own message, in English, kept for a bug report.",
		Other:       "Something unexpected went wrong with the network game (details for a bug report: {{.Detail}}).",
	}
)

// Finding the host on the local network.
var (
	MsgNetErrNoMulticast = &goi18n.Message{
		ID:          "NetErrNoMulticast",
		Description: "Network game: this computer cannot search the local network for the host (no network, or a firewall blocks multicast DNS on UDP port 5353). The remedy: type the code with the host's address.",
		Other:       "This computer cannot search the local network for the host: there is no network, or a firewall blocks multicast DNS (UDP port 5353). Ask the host for the code with its address before the slash.",
	}
	MsgNetErrNotFound = &goi18n.Message{
		ID:          "NetErrNotFound",
		Description: "Network game: no host of this code answered on the local network. Either the code is wrong, or the host is elsewhere on the internet and the code needs its address.",
		Other:       "No game with this code was found on this network. Check the code; if the host is not on the same network, ask for the code with the address before the slash.",
	}
	MsgNetErrNoLocalAddress = &goi18n.Message{
		ID:          "NetErrNoLocalAddress",
		Description: "Network game, hosting: this computer has no network address on which to announce the game (not connected to any network).",
		Other:       "This computer has no network address to announce the game on. Connect it to a network.",
	}
)

// The router, asked to open the hosting's port (UPnP, NAT-PMP). Each is a
// reason; PortAdvice follows it with what to do.
var (
	MsgNetErrNoRouter = &goi18n.Message{
		ID:          "NetErrNoRouter",
		Description: "Network game, hosting: no router answered Konane's request to open the game's port (UPnP and NAT-PMP are the two ways of asking; keep the names).",
		Other:       "No router answered the request to open the game's port (UPnP and NAT-PMP may be turned off on it).",
	}
	MsgNetErrRouterRefused = &goi18n.Message{
		ID:          "NetErrRouterRefused",
		Description: "Network game, hosting: the router answered but refused to open the game's port.",
		Other:       "The router refused to open the game's port.",
	}
	MsgNetErrDoubleNAT = &goi18n.Message{
		ID:          "NetErrDoubleNAT",
		Description: "Network game, hosting: the router's own internet address is private: it sits behind another router or the internet provider's shared address (double NAT), so a port it opens cannot be reached from the internet.",
		Other:       "The router is itself behind another network address translation (another router, or the internet provider's), so a port it opens cannot be reached from the internet.",
	}
	MsgPortAdviceOther = &goi18n.Message{
		ID:          "PortAdviceOther",
		Description: "Network game, hosting: the router could not be asked to open the game's port for a reason Konane does not know. Detail is the program's own message, in English, kept for a bug report.",
		Other:       "The router could not be asked to open the game's port (details for a bug report: {{.Detail}}).",
	}
	MsgPortAdviceForward = &goi18n.Message{
		ID:          "PortAdviceForward",
		Description: "Network game, hosting, after the router did not open the port: what to do by hand. Port is the port number (47470); \"port forwarding\" is what routers' settings usually call it.",
		Other:       "To play over the internet, open TCP port {{.Port}} on the router to this computer (port forwarding, in the router's settings), and give your opponent the code with the router's internet address before the slash.",
	}
	MsgPortAdviceProvider = &goi18n.Message{
		ID:          "PortAdviceProvider",
		Description: "Network game, hosting, behind a double NAT: opening the port on the home router does not help; the internet provider must give a public address, or the players use IPv6.",
		Other:       "Opening the port on your router does not help here: ask your internet provider for a public IPv4 address or for IPv6.",
	}
	MsgPortAdviceIPv6 = &goi18n.Message{
		ID:          "PortAdviceIPv6",
		Description: "Network game, hosting: IPv6 needs no port opened on the router. Address is this computer's IPv6 address (2001:db8::1, or [2001:db8::1]:50000 with a port); Port is the port number (47470).",
		Other:       "Over IPv6 nothing needs opening on the router: if your opponent has IPv6 too, give the code with this computer's address {{.Address}} before the slash (the firewall must let TCP port {{.Port}} in).",
	}
	MsgPortAdviceSameNetwork = &goi18n.Message{
		ID:          "PortAdviceSameNetwork",
		Description: "Network game, hosting: on the same local network as the host, the opponent needs nothing opened and only the code.",
		Other:       "On the same network as this computer nothing needs opening: the code alone is enough.",
	}
)
