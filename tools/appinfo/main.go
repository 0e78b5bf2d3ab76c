// Command appinfo prints values of FyneApp.toml for the packaging scripts
// and the Makefile, one a line, read by package internal/appinfo:
//
//	go run ./tools/appinfo [-root DIR] KEY...
//
// KEY is Website or a key of [Details]: Icon, Name, ID, Version, Build.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/konane/konane/internal/appinfo"
)

func main() {
	root := flag.String("root", ".", "the folder of FyneApp.toml")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: appinfo [-root DIR] KEY...")
		os.Exit(2)
	}
	in, err := appinfo.Read(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "appinfo:", err)
		os.Exit(1)
	}
	for _, key := range flag.Args() {
		v, ok := in.Field(key)
		if !ok {
			fmt.Fprintf(os.Stderr, "appinfo: no key %q\n", key)
			os.Exit(2)
		}
		fmt.Println(v)
	}
}
