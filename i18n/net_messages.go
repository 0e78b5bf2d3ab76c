package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The network game (package ui/netview): the lobby, hosting, joining,
// the connection's state, the clocks, offers and the end of a game.
var (
	MsgMenuNetworkGame = &goi18n.Message{
		ID:          "MenuNetworkGame",
		Description: "Game menu item: opens the window to play against a person on another computer.",
		Other:       "Play over the network…",
	}
	MsgNetTitle = &goi18n.Message{
		ID:          "NetTitle",
		Description: "Title of the network game's window.",
		Other:       "Network game",
	}
	MsgNetTitleYourMove = &goi18n.Message{
		ID:          "NetTitleYourMove",
		Description: "The network window's title (after a mark ●) while the opponent has moved and the player has not looked yet; Title is NetTitle.",
		Other:       "Your move — {{.Title}}",
	}
	MsgNetYourName = &goi18n.Message{
		ID:          "NetYourName",
		Description: "Network game lobby: label of the player's name field.",
		Other:       "Your name",
	}
	MsgNetNameBad = &goi18n.Message{
		ID:          "NetNameBad",
		Description: "Network game lobby: the name typed is empty or too long; Max is the most characters allowed.",
		Other:       "Type a name of 1 to {{.Max}} characters.",
	}
	MsgNetNameIsCode = &goi18n.Message{
		ID:          "NetNameIsCode",
		Description: "Network game lobby: the name typed is a game code (pasted in the wrong field).",
		Other:       "This is a game code, not a name: paste it under Join a game.",
	}
	MsgNetJoinUnreachable = &goi18n.Message{
		ID:          "NetJoinUnreachable",
		Description: "Network game lobby: joining failed because the connection to the host was lost or silent before any game began.",
		Other:       "Could not reach the host. Check the code and try again.",
	}
	MsgNetUnitMinutes = &goi18n.Message{
		ID:          "NetUnitMinutes",
		Description: "Network game lobby: the unit beside the custom clock's field of minutes (the time of each player).",
		Other:       "min",
	}
	MsgNetUnitIncrement = &goi18n.Message{
		ID:          "NetUnitIncrement",
		Description: "Network game lobby: the unit beside the custom clock's field of seconds added after each move.",
		Other:       "s per move",
	}
	MsgNetHostTitle = &goi18n.Message{
		ID:          "NetHostTitle",
		Description: "Network game lobby: heading of the part where the player hosts a game.",
		Other:       "Host a game",
	}
	MsgNetJoinTitle = &goi18n.Message{
		ID:          "NetJoinTitle",
		Description: "Network game lobby: heading of the part where the player joins a game with a code.",
		Other:       "Join a game",
	}
	MsgNetRandom = &goi18n.Message{
		ID:          "NetRandom",
		Description: "Network game lobby: colour choice: drawn by lot.",
		Other:       "Random",
	}
	MsgNetClock = &goi18n.Message{
		ID:          "NetClock",
		Description: "Network game lobby: label of the clock choice.",
		Other:       "Clock",
	}
	MsgNetNoClock = &goi18n.Message{
		ID:          "NetNoClock",
		Description: "Network game lobby: clock choice: no clock.",
		Other:       "No clock",
	}
	MsgNetClockValue = &goi18n.Message{
		ID:          "NetClockValue",
		Description: "Network game lobby: a clock choice: Minutes for each side plus Seconds added after each move.",
		Other:       "{{.Minutes}} min + {{.Seconds}} s",
	}
	MsgNetClockCustom = &goi18n.Message{
		ID:          "NetClockCustom",
		Description: "Network game lobby: clock choice that shows the fields of minutes and increment.",
		Other:       "Custom…",
	}
	MsgNetMinutes = &goi18n.Message{
		ID:          "NetMinutes",
		Description: "Network game lobby: placeholder of the custom clock's field of minutes.",
		Other:       "Minutes (1–600)",
	}
	MsgNetIncrement = &goi18n.Message{
		ID:          "NetIncrement",
		Description: "Network game lobby: placeholder of the custom clock's field of seconds added per move.",
		Other:       "Seconds per move (0–600)",
	}
	MsgNetClockBad = &goi18n.Message{
		ID:          "NetClockBad",
		Description: "Network game lobby: the custom clock's numbers are out of range.",
		Other:       "The clock needs 1 to 600 minutes and 0 to 600 seconds per move.",
	}
	MsgNetInternet = &goi18n.Message{
		ID:          "NetInternet",
		Description: "Network game lobby: checkbox: a player on the internet may join (the program then asks the router to open the port, NetInternetNote).",
		Other:       "Let a player on the internet join",
	}
	MsgNetInternetNote = &goi18n.Message{
		ID:          "NetInternetNote",
		Description: "Network game lobby: under the checkbox NetInternet: what it does.",
		Other:       "The router is asked to open the port (UPnP or NAT-PMP).",
	}
	MsgNetHostButton = &goi18n.Message{
		ID:          "NetHostButton",
		Description: "Network game lobby: button that starts hosting.",
		Other:       "Host",
	}
	MsgNetJoinButton = &goi18n.Message{
		ID:          "NetJoinButton",
		Description: "Network game lobby: button that joins the game of the code typed.",
		Other:       "Join",
	}
	MsgNetCode = &goi18n.Message{
		ID:          "NetCode",
		Description: "Network game lobby: label of the field of the game code.",
		Other:       "Code from the host",
	}
	MsgNetCodePlaceholder = &goi18n.Message{
		ID:          "NetCodePlaceholder",
		Description: "Network game lobby: example in the empty code field.",
		Other:       "e.g. 7KQ2-M9XD-4TRB",
	}
	MsgNetConnecting = &goi18n.Message{
		ID:          "NetConnecting",
		Description: "Network game lobby: joining is under way.",
		Other:       "Connecting…",
	}
	MsgNetResumeText = &goi18n.Message{
		ID:          "NetResumeText",
		Description: "Network game lobby: a game kept from last time; Name is the opponent's name.",
		Other:       "The game with {{.Name}} was not finished.",
	}
	MsgNetResume = &goi18n.Message{
		ID:          "NetResume",
		Description: "Network game lobby: button that resumes the kept game; Name is the opponent's name.",
		Other:       "Resume the game with {{.Name}}",
	}
	MsgNetDiscard = &goi18n.Message{
		ID:          "NetDiscard",
		Description: "Network game lobby: button that forgets the kept game.",
		Other:       "Discard",
	}
	MsgNetGiveCode = &goi18n.Message{
		ID:          "NetGiveCode",
		Description: "Network game, hosting: above the code the host gives the opponent.",
		Other:       "Give your opponent this code:",
	}
	MsgNetCopy = &goi18n.Message{
		ID:          "NetCopy",
		Description: "Network game, hosting: button that copies the code to the clipboard.",
		Other:       "Copy",
	}
	MsgNetCopied = &goi18n.Message{
		ID:          "NetCopied",
		Description: "Network game: the code was copied to the clipboard.",
		Other:       "The code is on the clipboard.",
	}
	MsgNetAnnounceFailed = &goi18n.Message{
		ID:          "NetAnnounceFailed",
		Description: "Network game, hosting: the game could not be announced on the local network; Reason says why.",
		Other:       "Not announced on the local network: your opponent must type the code with your address. {{.Reason}}",
	}
	MsgNetPortOpening = &goi18n.Message{
		ID:          "NetPortOpening",
		Description: "Network game, hosting: asking the router to open the port; Port is its number.",
		Other:       "Asking the router to open port {{.Port}}…",
	}
	MsgNetPortOpened = &goi18n.Message{
		ID:          "NetPortOpened",
		Description: "Network game, hosting: the router opened the port; the code now holds the external address.",
		Other:       "The router opened the port: the code above works from the internet.",
	}
	MsgNetWaiting = &goi18n.Message{
		ID:          "NetWaiting",
		Description: "Network game: connection state: the host waits for an opponent.",
		Other:       "Waiting for an opponent…",
	}
	MsgNetConnected = &goi18n.Message{
		ID:          "NetConnected",
		Description: "Network game: connection state: the opponent is connected.",
		Other:       "Connected",
	}
	MsgNetReconnecting = &goi18n.Message{
		ID:          "NetReconnecting",
		Description: "Network game: connection state of the joiner after a drop: Attempt is the number of the next try, Seconds the wait before it.",
		Other:       "Connection lost — reconnecting (attempt {{.Attempt}}, in {{.Seconds}} s)",
	}
	MsgNetReconnectingNow = &goi18n.Message{
		ID:          "NetReconnectingNow",
		Description: "Network game: connection state of the joiner while a try to reconnect runs; Attempt is its number.",
		Other:       "Connection lost — reconnecting (attempt {{.Attempt}})…",
	}
	MsgNetLeftForNow = &goi18n.Message{
		ID:          "NetLeftForNow",
		Description: "Network game: connection state of the host after the opponent closed its window during the game: the game waits, the same code brings the opponent back.",
		Other:       "The opponent left for now — the game waits; the same code brings them back",
	}
	MsgNetLostHost = &goi18n.Message{
		ID:          "NetLostHost",
		Description: "Network game: connection state of the host after a drop: it waits for the opponent to come back.",
		Other:       "Connection lost — waiting for the opponent to come back",
	}
	MsgNetOpponentLeft = &goi18n.Message{
		ID:          "NetOpponentLeft",
		Description: "Network game: connection state: the opponent closed the game.",
		Other:       "The opponent left",
	}
	MsgNetEnded = &goi18n.Message{
		ID:          "NetEnded",
		Description: "Network game: connection state: the session ended for good; Reason says why.",
		Other:       "Ended: {{.Reason}}",
	}
	MsgNetSideYou = &goi18n.Message{
		ID:          "NetSideYou",
		Description: "Network game: the local player's colour marked as theirs, before the player's name; Side is ColorBlack or ColorWhite.",
		Other:       "{{.Side}} (you)",
	}
	MsgNetYourMove = &goi18n.Message{
		ID:          "NetYourMove",
		Description: "Network game: it is the local player's move (also the notification's title).",
		Other:       "Your move",
	}
	MsgNetTheirMove = &goi18n.Message{
		ID:          "NetTheirMove",
		Description: "Network game: it is the opponent's move; Name is the opponent's name.",
		Other:       "{{.Name}} to move",
	}
	MsgNetOpponentPlayed = &goi18n.Message{
		ID:          "NetOpponentPlayed",
		Description: "Network game: notification while the window is in the background: Name played Move.",
		Other:       "{{.Name}} played {{.Move}}.",
	}
	MsgNetYouWon = &goi18n.Message{
		ID:          "NetYouWon",
		Description: "Network game: the game is over, the local player won.",
		Other:       "You won",
	}
	MsgNetYouLost = &goi18n.Message{
		ID:          "NetYouLost",
		Description: "Network game: the game is over, the local player lost.",
		Other:       "You lost",
	}
	MsgNetOverNoMoves = &goi18n.Message{
		ID:          "NetOverNoMoves",
		Description: "Network game: how the game ended: Name (the loser) had no legal move.",
		Other:       "{{.Name}} had no move left",
	}
	MsgNetOverResigned = &goi18n.Message{
		ID:          "NetOverResigned",
		Description: "Network game: how the game ended: Name resigned.",
		Other:       "{{.Name}} resigned",
	}
	MsgNetOverTime = &goi18n.Message{
		ID:          "NetOverTime",
		Description: "Network game: how the game ended: Name's time ran out.",
		Other:       "{{.Name}} ran out of time",
	}
	MsgNetOverYouResigned = &goi18n.Message{
		ID:          "NetOverYouResigned",
		Description: "Network game: why the player lost, after NetYouLost and a dash: the player resigned.",
		Other:       "you resigned",
	}
	MsgNetOverYourTime = &goi18n.Message{
		ID:          "NetOverYourTime",
		Description: "Network game: why the player lost, after NetYouLost and a dash: the player's clock ran out.",
		Other:       "your time ran out",
	}
	MsgNetOverYouNoMoves = &goi18n.Message{
		ID:          "NetOverYouNoMoves",
		Description: "Network game: why the player lost, after NetYouLost and a dash: the player had no legal move.",
		Other:       "you had no move left",
	}
	MsgNetClockOf = &goi18n.Message{
		ID:          "NetClockOf",
		Description: "Network game: one side's clock: Side is ColorBlack or ColorWhite, Time like 4:59.",
		Other:       "{{.Side}} {{.Time}}",
	}
	MsgNetOfferTakeback = &goi18n.Message{
		ID:          "NetOfferTakeback",
		Description: "Network game: button that asks the opponent to take back the player's last move.",
		Other:       "Offer takeback",
	}
	MsgNetResign = &goi18n.Message{
		ID:          "NetResign",
		Description: "Network game: button that gives up the game.",
		Other:       "Resign",
	}
	MsgNetRematch = &goi18n.Message{
		ID:          "NetRematch",
		Description: "Network game: button that offers a new game with colours swapped, after the end.",
		Other:       "Rematch",
	}
	MsgNetReview = &goi18n.Message{
		ID:          "NetReview",
		Description: "Network game: button that opens the review of the finished game.",
		Other:       "Review",
	}
	MsgNetAccept = &goi18n.Message{
		ID:          "NetAccept",
		Description: "Network game: button that accepts the opponent's offer.",
		Other:       "Accept",
	}
	MsgNetDecline = &goi18n.Message{
		ID:          "NetDecline",
		Description: "Network game: button that refuses the opponent's offer.",
		Other:       "Decline",
	}
	MsgNetTakebackOffered = &goi18n.Message{
		ID:          "NetTakebackOffered",
		Description: "Network game: the opponent (Name) asks to take back their last move.",
		Other:       "{{.Name}} asks to take back their last move.",
	}
	MsgNetRematchOffered = &goi18n.Message{
		ID:          "NetRematchOffered",
		Description: "Network game: the opponent (Name) offers a new game.",
		Other:       "{{.Name}} offers a rematch with colours swapped.",
	}
	MsgNetTakebackAsked = &goi18n.Message{
		ID:          "NetTakebackAsked",
		Description: "Network game: the player offered a takeback and waits for the answer.",
		Other:       "Takeback offered; waiting for the answer.",
	}
	MsgNetTakebackDeclined = &goi18n.Message{
		ID:          "NetTakebackDeclined",
		Description: "Network game: the opponent (Name) declined the takeback.",
		Other:       "{{.Name}} declined the takeback.",
	}
	MsgNetTakebackDone = &goi18n.Message{
		ID:          "NetTakebackDone",
		Description: "Network game: the last move was taken back.",
		Other:       "The move was taken back.",
	}
	MsgNetRematchDeclined = &goi18n.Message{
		ID:          "NetRematchDeclined",
		Description: "Network game: the opponent (Name) declined the rematch the player offered.",
		Other:       "{{.Name}} declined the rematch.",
	}
	MsgNetRematchAsked = &goi18n.Message{
		ID:          "NetRematchAsked",
		Description: "Network game: the player offered a rematch and waits for the answer.",
		Other:       "Rematch offered; waiting for the answer.",
	}
	MsgNetResignTitle = &goi18n.Message{
		ID:          "NetResignTitle",
		Description: "Network game: title of the question before resigning.",
		Other:       "Resign?",
	}
	MsgNetResignText = &goi18n.Message{
		ID:          "NetResignText",
		Description: "Network game: the question before resigning; Name is the opponent's name.",
		Other:       "Give up this game against {{.Name}}?",
	}
	MsgNetDiscardTitle = &goi18n.Message{
		ID:          "NetDiscardTitle",
		Description: "Network game lobby: title of the question before the kept unfinished game is discarded.",
		Other:       "Discard the game?",
	}
	MsgNetDiscardText = &goi18n.Message{
		ID:          "NetDiscardText",
		Description: "Network game lobby: the question before the kept unfinished game is discarded.",
		Other:       "The game cannot be resumed afterwards, and your opponent will wait for it in vain. Discard it?",
	}
	MsgNetLeaveTitle = &goi18n.Message{
		ID:          "NetLeaveTitle",
		Description: "Network game: title of the question when the window is closed during a game.",
		Other:       "Leave the game?",
	}
	MsgNetLeaveText = &goi18n.Message{
		ID:          "NetLeaveText",
		Description: "Network game: the question when the window is closed during a game.",
		Other:       "The game is kept: choose Play over the network… in the Game menu again and the same code resumes it.",
	}
	MsgNetMoves = &goi18n.Message{
		ID:          "NetMoves",
		Description: "Network game: heading of the list of moves.",
		Other:       "Moves",
	}
	MsgNetSaveFailed = &goi18n.Message{
		ID:          "NetSaveFailed",
		Description: "Network game: the finished game could not be saved; Reason says why.",
		Other:       "The game was not saved: {{.Reason}}",
	}
)
