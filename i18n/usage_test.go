package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// usedMessages returns the names of the message variables that the
// module's non-test Go code mentions anywhere but in their declaration
// (comments do not count).
func usedMessages(t *testing.T) map[string]bool {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		decls := map[*ast.Ident]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok {
				for _, id := range vs.Names {
					decls[id] = true
				}
			}
			if id, ok := n.(*ast.Ident); ok && !decls[id] && isMessageName(id.Name) {
				used[id.Name] = true
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used
}

// isMessageName reports whether name has the form of a message variable.
func isMessageName(name string) bool {
	return len(name) > 3 && strings.HasPrefix(name, "Msg") && unicode.IsUpper(rune(name[3]))
}

func TestEveryCatalogueMessageIsUsedAndEveryUsedOneExists(t *testing.T) {
	decl := declaredMessages(t)
	used := usedMessages(t)
	vars := map[string]bool{}
	for _, d := range decl {
		vars[d.Var] = true
		if !used[d.Var] {
			t.Errorf("%s (%s) is in the catalogue but no code uses it: remove it and run `make i18n`", d.Var, d.Msg.ID)
		}
	}
	for v := range used {
		if !vars[v] {
			t.Errorf("%s is used but not declared in the catalogue", v)
		}
	}
}

// breakableSize finds a multiplication sign with a breakable space beside
// it, and a number with one before a unit.
var breakableSize = regexp.MustCompile(`[\pZs&&[^\x{00a0}\x{202f}]]×|×[\pZs&&[^\x{00a0}\x{202f}]]|\d[\pZs&&[^\x{00a0}\x{202f}]]%`)

func TestSizesAndUnitsNeverBreakInAnyLanguage(t *testing.T) {
	for _, l := range Languages() {
		cat := readCatalogue(t, l.Code)
		sizes := 0
		for _, id := range sortedKeys(cat) {
			for form, text := range cat[id] {
				sizes += strings.Count(text, SizeSign)
				if loc := breakableSize.FindStringIndex(text); loc != nil {
					t.Errorf("%s: %s.%s breaks at %q: write sizes as N%sN with no-break spaces", l.Code, id, form, text[max(loc[0]-8, 0):min(loc[1]+8, len(text))], SizeSign)
				}
			}
		}
		if sizes < 8 {
			t.Errorf("%s: only %d sizes written with no-break spaces; is the test still looking at the rules?", l.Code, sizes)
		}
		tr := Default().Translator(l)
		for _, text := range []string{tr.T(MsgRulesBoardText), tr.Format(MsgBoardSizeValue, Args{"Size": 12})} {
			for i, r := range []rune(text) {
				if r == '×' && i > 0 && (unicode.IsSpace([]rune(text)[i-1]) || unicode.IsSpace([]rune(text)[i+1])) {
					t.Errorf("%s: Fyne would break the size at rune %d of %q", l.Code, i, text)
				}
			}
		}
	}
}
