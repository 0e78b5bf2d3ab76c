package game

import (
	"regexp"
	"slices"
	"strings"
)

// CommentCommand is one [%name args] command inside a .kgn comment, as
// docs/notation.md ("Analysis in comments") writes the review's verdicts:
// [%eval 0.25], [%best c3-c5], [%pv c3-c5 e5-e3].
type CommentCommand struct {
	Name string // the word after %: "eval"
	Args string // the rest up to "]", trimmed: "0.25"
}

// commentCommand matches one command of a comment with the spaces after
// it; its groups are the name and the arguments.
var commentCommand = regexp.MustCompile(`\[%(\w+)\s*([^\]]*)\]\s*`)

// CommentCommands returns the commands in comment, in order.
func CommentCommands(comment string) []CommentCommand {
	var out []CommentCommand
	for _, m := range commentCommand.FindAllStringSubmatch(comment, -1) {
		out = append(out, CommentCommand{Name: m[1], Args: strings.TrimSpace(m[2])})
	}
	return out
}

// StripCommands returns comment without its commands named names (every
// command when none is named) and the spaces after them, trimmed.
func StripCommands(comment string, names ...string) string {
	return strings.TrimSpace(commentCommand.ReplaceAllStringFunc(comment, func(m string) string {
		if len(names) == 0 || slices.Contains(names, commentCommand.FindStringSubmatch(m)[1]) {
			return ""
		}
		return m
	}))
}
