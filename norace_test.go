package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A test that skips itself under the race detector (an `if … raceEnabled
// … { t.Skip… }` in its body) must run in make test's other pass: its
// name matched by NORACE_TESTS and its package in NORACE_PKGS, or make
// test never runs it.
func TestEveryTestSkippedUnderRaceRunsInTheNoRacePass(t *testing.T) {
	tests, pkgs := noRaceLists(t)
	found := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		for _, name := range skippedUnderRace(t, path) {
			found++
			pkg := "./" + filepath.ToSlash(filepath.Dir(path)) + "/"
			if !tests.MatchString(name) {
				t.Errorf("%s (%s) skips under -race but NORACE_TESTS does not name it", name, path)
			}
			if !pkgs[pkg] {
				t.Errorf("%s (%s) skips under -race but NORACE_PKGS lacks %s", name, path, pkg)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no test skips under -race: the search for them is broken")
	}
}

// noRaceLists reads NORACE_TESTS (as the regexp go test -run takes) and
// NORACE_PKGS from the Makefile.
func noRaceLists(t *testing.T) (*regexp.Regexp, map[string]bool) {
	t.Helper()
	b, err := os.ReadFile("Makefile")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(b), "\\\n", " ")
	value := func(name string) string {
		m := regexp.MustCompile(`(?m)^` + name + `\s*:=(.*)$`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("the Makefile has no %s", name)
		}
		return m[1]
	}
	re, err := regexp.Compile(strings.Join(strings.Fields(value("NORACE_TESTS")), ""))
	if err != nil {
		t.Fatalf("NORACE_TESTS: %v", err)
	}
	pkgs := map[string]bool{}
	for _, p := range strings.Fields(value("NORACE_PKGS")) {
		pkgs[p] = true
	}
	return re, pkgs
}

// skippedUnderRace lists the Test functions of a file that call t.Skip
// (or Skipf, SkipNow) in an if whose condition reads raceEnabled.
func skippedUnderRace(t *testing.T, path string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if is, ok := n.(*ast.IfStmt); ok && mentions(is.Cond, "raceEnabled") && callsSkip(is.Body) {
				names = append(names, fn.Name.Name)
				return false
			}
			return true
		})
	}
	return names
}

// mentions reports whether the expression reads the identifier name, not
// under a negation.
func mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if u, ok := n.(*ast.UnaryExpr); ok && u.Op == token.NOT {
			return false
		}
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// callsSkip reports whether the block calls a method Skip, Skipf or SkipNow.
func callsSkip(b *ast.BlockStmt) bool {
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if s, ok := c.Fun.(*ast.SelectorExpr); ok {
				switch s.Sel.Name {
				case "Skip", "Skipf", "SkipNow":
					found = true
				}
			}
		}
		return !found
	})
	return found
}
