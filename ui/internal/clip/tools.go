package clip

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Tool is a command-line program that puts the PNG read from its standard
// input on the clipboard.
type Tool struct {
	Name string   // the program, looked up on PATH
	Args []string // its arguments
	// Env is an environment variable that must be set for the tool to have
	// a clipboard to talk to ("WAYLAND_DISPLAY"), or "".
	Env string
}

// ClipboardTools are the programs Tools tries, in order: wl-copy on a
// Wayland desktop, then xclip on X11. xsel takes no pictures.
var ClipboardTools = []Tool{
	{Name: "wl-copy", Args: []string{"--type", "image/png"}, Env: "WAYLAND_DISPLAY"},
	{Name: "xclip", Args: []string{"-selection", "clipboard", "-t", "image/png", "-i"}, Env: "DISPLAY"},
}

// Tools is the picture clipboard of the command-line tools found on PATH
// (ClipboardTools): each is run in turn, with no shell, the PNG on its
// standard input, until one takes it.
type Tools struct {
	List     []Tool                       // the tools tried; nil: ClipboardTools
	LookPath func(string) (string, error) // finds a program; nil: exec.LookPath
	Getenv   func(string) string          // reads the environment; nil: os.Getenv
	Timeout  time.Duration                // the longest run of one tool; 0: 5 s
}

// WritePNG hands data to the first tool present that takes it. When none
// does (none found, each failed or timed out) the error wraps ErrNoImages
// and says what each tool did.
func (t Tools) WritePNG(data []byte) error {
	list, look, getenv, timeout := t.List, t.LookPath, t.Getenv, t.Timeout
	if list == nil {
		list = ClipboardTools
	}
	if look == nil {
		look = exec.LookPath
	}
	if getenv == nil {
		getenv = os.Getenv
	}
	if timeout <= 0 {
		timeout = writeTimeout
	}
	var why []string
	for _, tool := range list {
		if tool.Env != "" && getenv(tool.Env) == "" {
			why = append(why, fmt.Sprintf("%s: %s is not set", tool.Name, tool.Env))
			continue
		}
		path, err := look(tool.Name)
		if err != nil {
			why = append(why, fmt.Sprintf("%s: not found", tool.Name))
			continue
		}
		if err := run(path, tool.Args, data, timeout); err != nil {
			why = append(why, fmt.Sprintf("%s: %v", tool.Name, err))
			continue
		}
		return nil
	}
	return fmt.Errorf("%w: %s", ErrNoImages, strings.Join(why, "; "))
}

// run runs the program at path with args, data on its standard input, and
// kills it after timeout. Its output goes nowhere: wl-copy and xclip leave
// a process behind that serves the clipboard, which would hold a pipe open.
func run(path string, args []string, data []byte, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Stdin = bytes.NewReader(data)
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return fmt.Errorf("no answer in %v", timeout)
	}
	return err
}

// chain is a picture clipboard that tries first, then, when first has no
// clipboard for pictures (ErrNoImages), then.
type chain struct{ first, then Images }

func (c chain) WritePNG(data []byte) error {
	err := c.first.WritePNG(data)
	if !errors.Is(err, ErrNoImages) {
		return err
	}
	if err2 := c.then.WritePNG(data); err2 != nil {
		return fmt.Errorf("%w; %v", err, err2)
	}
	return nil
}
