// Command doclen lists the doc comments of declarations longer than a limit,
// per package. Length is counted in characters (runes) of the comment's text
// as go/ast gives it (markers and leading spaces removed). Package docs and
// _test.go files are left out unless asked.
//
//	go run ./tools/doclen [-max 300] [-exported] [-tests] [-pkgdoc] [-v] [dir ...]
//
// Each dir is walked recursively (default "."); directories named testdata,
// vendor or starting with "." or "_" are skipped. It prints one line per
// package with the count over the limit and the number of doc comments, then
// a total; -v adds each long comment's position, name and length. The exit
// status is 0 unless a file fails to parse.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"
)

// long is one doc comment over the limit.
type long struct {
	pos  token.Position
	name string
	n    int
}

// tally is the count for one directory (package).
type tally struct {
	docs  int
	longs []long
}

func main() {
	max := flag.Int("max", 300, "report doc comments longer than this many characters")
	tests := flag.Bool("tests", false, "include _test.go files")
	pkgdoc := flag.Bool("pkgdoc", false, "include package doc comments")
	verbose := flag.Bool("v", false, "list each long comment")
	exported := flag.Bool("exported", false, "count only exported names (a method by its own name)")
	flag.Parse()
	dirs := flag.Args()
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	byDir := map[string]*tally{}
	fset := token.NewFileSet()
	failed := false
	for _, root := range dirs {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(name, ".go") || (!*tests && strings.HasSuffix(name, "_test.go")) {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				failed = true
				return nil
			}
			t := byDir[filepath.Dir(path)]
			if t == nil {
				t = &tally{}
				byDir[filepath.Dir(path)] = t
			}
			for _, c := range docs(f, *pkgdoc) {
				if *exported && !isExported(c.name) {
					continue
				}
				t.docs++
				if n := utf8.RuneCountInString(c.doc.Text()); n > *max {
					t.longs = append(t.longs, long{fset.Position(c.doc.Pos()), c.name, n})
				}
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = true
		}
	}
	names := make([]string, 0, len(byDir))
	for d := range byDir {
		names = append(names, d)
	}
	sort.Strings(names)
	total, all := 0, 0
	for _, d := range names {
		t := byDir[d]
		total += len(t.longs)
		all += t.docs
		if len(t.longs) == 0 && !*verbose {
			continue
		}
		fmt.Printf("%-32s %3d of %3d\n", d, len(t.longs), t.docs)
		if *verbose {
			for _, l := range t.longs {
				fmt.Printf("    %s:%d %s %d\n", filepath.Base(l.pos.Filename), l.pos.Line, l.name, l.n)
			}
		}
	}
	fmt.Printf("%-32s %3d of %3d over %d characters\n", "total", total, all, *max)
	if failed {
		os.Exit(1)
	}
}

// named is a doc comment and the name of what it documents.
type named struct {
	name string
	doc  *ast.CommentGroup
}

// docs returns the doc comments of f's top-level declarations: functions,
// methods, and each type, const, var or import group or spec, plus the
// package doc if pkgdoc is set.
func docs(f *ast.File, pkgdoc bool) []named {
	var out []named
	if pkgdoc && f.Doc != nil {
		out = append(out, named{"package " + f.Name.Name, f.Doc})
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Doc != nil {
				out = append(out, named{funcName(d), d.Doc})
			}
		case *ast.GenDecl:
			if d.Doc != nil {
				out = append(out, named{genName(d), d.Doc})
			}
			for _, s := range d.Specs {
				var doc *ast.CommentGroup
				var name string
				switch s := s.(type) {
				case *ast.TypeSpec:
					doc, name = s.Doc, s.Name.Name
				case *ast.ValueSpec:
					doc, name = s.Doc, s.Names[0].Name
				}
				if doc != nil {
					out = append(out, named{name, doc})
				}
			}
		}
	}
	return out
}

// funcName is "Name" or "Recv.Name" for a method.
func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if g, ok := t.(*ast.IndexExpr); ok {
		t = g.X
	}
	if g, ok := t.(*ast.IndexListExpr); ok {
		t = g.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + d.Name.Name
	}
	return d.Name.Name
}

// genName names a grouped declaration by its first spec.
func genName(d *ast.GenDecl) string {
	if len(d.Specs) == 0 {
		return d.Tok.String()
	}
	switch s := d.Specs[0].(type) {
	case *ast.TypeSpec:
		return s.Name.Name
	case *ast.ValueSpec:
		return s.Names[0].Name
	}
	return d.Tok.String()
}

// isExported reports whether a name from docs is exported; a method counts
// by its own name, and a package doc counts as exported.
func isExported(name string) bool {
	if strings.HasPrefix(name, "package ") {
		return true
	}
	return ast.IsExported(name[strings.LastIndex(name, ".")+1:])
}
