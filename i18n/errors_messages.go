package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Errors of files. Each is a whole sentence. MsgErrReadFile, MsgErrOpenFile
// and MsgErrOpenFileAt take a Reason, which must itself be a translated
// sentence: one of the reasons below or of kgn_messages.go, chosen by the
// sentinel error (errors.Is) behind it (package ui/internal/errtext).

// A file could not be read or written.
var (
	MsgErrReadFile = &goi18n.Message{
		ID:          "ErrReadFile",
		Description: "Error dialog: a game file cannot be opened. Reason is a translated sentence saying why.",
		Other:       "Cannot read the file: {{.Reason}}",
	}
	MsgErrOpenFile = &goi18n.Message{
		ID:          "ErrOpenFile",
		Description: "Error dialog: a game file cannot be opened. Name is the file name (game.kgn); Reason is a translated sentence saying why.",
		Other:       "Cannot read the file {{.Name}}: {{.Reason}}",
	}
	MsgErrOpenFileAt = &goi18n.Message{
		ID:          "ErrOpenFileAt",
		Description: "Error dialog: a game file has an error at a place. Name is the file name (game.kgn); Line and Col are numbers; Reason is a translated sentence.",
		Other:       "Cannot read the file {{.Name}}: line {{.Line}}, column {{.Col}}: {{.Reason}}",
	}
	MsgErrSaveFile = &goi18n.Message{
		ID:          "ErrSaveFile",
		Description: "Error dialog: a game file cannot be written. Reason is the system's explanation.",
		Other:       "Cannot save the file: {{.Reason}}",
	}
	MsgErrSaveFileIn = &goi18n.Message{
		ID:          "ErrSaveFileIn",
		Description: "Error dialog: a file cannot be written. Name is the file name (game.kgn); Folder is the full path of its folder; Reason is a translated phrase saying why.",
		Other:       "Cannot save the file {{.Name}} in the folder {{.Folder}}: {{.Reason}}",
	}
	MsgErrFileTooLarge = &goi18n.Message{
		ID:          "ErrFileTooLarge",
		Description: "Reason: the file is far larger than any saved game can be. Completes a sentence after a colon.",
		Other:       "the file is too large to be a saved game",
	}
	MsgErrFileTooLargeSize = &goi18n.Message{
		ID:          "ErrFileTooLargeSize",
		Description: "Reason: the file is far larger than any saved game can be. Size is its size in megabytes with one decimal (2.5), Max the largest size of a saved game in megabytes (1). Completes a sentence after a colon.",
		Other:       "the file is {{.Size}} MB, and a saved game is at most {{.Max}} MB",
	}
)

// Reasons, one per kind of system error.
var (
	MsgErrReasonNotFound = &goi18n.Message{
		ID:          "ErrReasonNotFound",
		Description: "Reason a file could not be read or written: it, or its folder, does not exist (ENOENT). Completes a sentence after a colon.",
		Other:       "the file or folder does not exist",
	}
	MsgErrReasonNotFolder = &goi18n.Message{
		ID:          "ErrReasonNotFolder",
		Description: "Reason a file could not be read or written: a name in the middle of its path is a file where a folder should be (ENOTDIR). Completes a sentence after a colon.",
		Other:       "a part of the path is a file, not a folder",
	}
	MsgErrReasonNoPermission = &goi18n.Message{
		ID:          "ErrReasonNoPermission",
		Description: "Reason a file could not be opened: the system's permissions forbid it (EACCES, EPERM). Completes a sentence after a colon.",
		Other:       "you have no permission to open it",
	}
	MsgErrReasonNameTooLong = &goi18n.Message{
		ID:          "ErrReasonNameTooLong",
		Description: "Reason a file could not be read or written: its name or path is longer than the system allows (ENAMETOOLONG). Completes a sentence after a colon.",
		Other:       "the name is too long",
	}
	MsgErrReasonLinkLoop = &goi18n.Message{
		ID:          "ErrReasonLinkLoop",
		Description: "Reason a file could not be read or written: its path goes through too many symbolic links, usually links that point at each other (ELOOP). Completes a sentence after a colon.",
		Other:       "the path goes round in a loop of links",
	}
	MsgErrReasonTooManyFiles = &goi18n.Message{
		ID:          "ErrReasonTooManyFiles",
		Description: "Reason a file could not be read or written: the program or the system has too many files open (EMFILE, ENFILE). Completes a sentence after a colon.",
		Other:       "too many files are open",
	}
	MsgErrReasonBusy = &goi18n.Message{
		ID:          "ErrReasonBusy",
		Description: "Reason a file could not be read or written: another program is using it (EBUSY, ETXTBSY). Completes a sentence after a colon.",
		Other:       "another program is using the file",
	}
	MsgErrReasonNotRegular = &goi18n.Message{
		ID:          "ErrReasonNotRegular",
		Description: "Reason a file could not be opened: it is no ordinary file but a pipe (FIFO), a device or a socket, which Konane does not read. Completes a sentence after a colon.",
		Other:       "it is not a regular file but a pipe, a device or the like",
	}
	MsgErrReasonUnexpected = &goi18n.Message{
		ID:          "ErrReasonUnexpected",
		Description: "Reason a file could not be read or written when the system's error is none Konane knows. Detail is the system's own message, in English, kept for a bug report. Completes a sentence after a colon.",
		Other:       "an unexpected error occurred (details for a bug report: {{.Detail}})",
	}
)

// Reasons a save failed.
var (
	MsgSaveFailReasonDiskFull = &goi18n.Message{
		ID:          "SaveFailReasonDiskFull",
		Description: "Reason a save failed: no space left on the disk (ENOSPC). Completes a sentence after a colon.",
		Other:       "the disk is full",
	}
	MsgSaveFailReasonReadOnly = &goi18n.Message{
		ID:          "SaveFailReasonReadOnly",
		Description: "Reason a save failed: the disk or folder is read-only (EROFS). Completes a sentence after a colon.",
		Other:       "the disk is read-only",
	}
	MsgSaveFailReasonNoPermission = &goi18n.Message{
		ID:          "SaveFailReasonNoPermission",
		Description: "Reason a save failed: no permission to write in the folder (EACCES, EPERM). Completes a sentence after a colon.",
		Other:       "there is no permission to write in the folder",
	}
	MsgSaveFailReasonNoNewFiles = &goi18n.Message{
		ID:          "SaveFailReasonNoNewFiles",
		Description: "Reason a save failed: the folder exists but the system lets no file be created in it (a system folder such as /proc). Completes a sentence after a colon.",
		Other:       "its folder does not take new files",
	}
	MsgSaveFailReasonGone = &goi18n.Message{
		ID:          "SaveFailReasonGone",
		Description: "Reason a save failed: the folder no longer exists, e.g. a removed USB disk (ENOENT). Completes a sentence after a colon.",
		Other:       "the folder is gone",
	}
	MsgSaveFailReasonDiskError = &goi18n.Message{
		ID:          "SaveFailReasonDiskError",
		Description: "Reason a save failed: any other error of the disk (EIO …). Completes a sentence after a colon.",
		Other:       "the disk reported an error",
	}
	MsgSaveFailReasonIsFolder = &goi18n.Message{
		ID:          "SaveFailReasonIsFolder",
		Description: "Reason a save failed: the name chosen is that of a folder, not of a file. Completes a sentence after a colon.",
		Other:       "the name is that of a folder, not of a file",
	}
	MsgSaveFailReasonNoFolder = &goi18n.Message{
		ID:          "SaveFailReasonNoFolder",
		Description: "Reason a save failed: the folder of the name chosen does not exist. Completes a sentence after a colon.",
		Other:       "the folder does not exist",
	}
)
