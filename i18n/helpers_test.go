package i18n

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/locales"
)

// declared is a message as written in this package's Go source.
type declared struct {
	Var   string // e.g. MsgMenuUndo
	Msg   goi18n.Message
	Forms map[string]string // plural form -> text, only the forms set
}

// counted reports whether the message has plural forms (sets One).
func (d declared) counted() bool { return d.Msg.One != "" }

// declaredMessages parses the non-test Go files of this package and returns
// every `var MsgX = &goi18n.Message{...}` by ID, the same way goi18n extract
// reads them: string fields must be constant expressions.
func declaredMessages(t *testing.T) map[string]declared {
	t.Helper()
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Error: func(error) {}} // imports are not loaded; constants still evaluate
	_, _ = conf.Check("i18n", fset, files, info)

	out := map[string]declared{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok || len(vs.Names) != len(vs.Values) {
				return true
			}
			for i, v := range vs.Values {
				u, ok := v.(*ast.UnaryExpr)
				if !ok || u.Op != token.AND {
					continue
				}
				cl, ok := u.X.(*ast.CompositeLit)
				if !ok {
					continue
				}
				if se, ok := cl.Type.(*ast.SelectorExpr); !ok || se.Sel.Name != "Message" {
					continue
				}
				d := declared{Var: vs.Names[i].Name, Forms: map[string]string{}}
				for _, elt := range cl.Elts {
					kv := elt.(*ast.KeyValueExpr)
					cv := info.Types[kv.Value].Value
					if cv == nil || cv.Kind() != constant.String {
						t.Errorf("%s: field %s is not a constant string", d.Var, kv.Key.(*ast.Ident).Name)
						continue
					}
					s := constant.StringVal(cv)
					switch key := kv.Key.(*ast.Ident).Name; key {
					case "ID":
						d.Msg.ID = s
					case "Description":
						d.Msg.Description = s
					case "Zero", "One", "Two", "Few", "Many", "Other":
						d.Forms[strings.ToLower(key)] = s
						switch key {
						case "One":
							d.Msg.One = s
						case "Other":
							d.Msg.Other = s
						default:
							t.Errorf("%s: English uses only One and Other, not %s", d.Var, key)
						}
					default:
						t.Errorf("%s: unexpected field %s", d.Var, key)
					}
				}
				if _, dup := out[d.Msg.ID]; dup {
					t.Errorf("message ID %q declared twice", d.Msg.ID)
				}
				out[d.Msg.ID] = d
			}
			return true
		})
	}
	if len(out) < 50 {
		t.Fatalf("found only %d declared messages; is the parser broken?", len(out))
	}
	return out
}

// catalogueFile is one active.<lang>.toml: ID -> plural form -> text.
type catalogueFile map[string]map[string]string

// readCatalogue parses locales/active.<code>.toml into plain maps, without
// go-i18n, so that the tests see exactly what is in the file.
func readCatalogue(t *testing.T, code string) catalogueFile {
	t.Helper()
	data, err := fs.ReadFile(locales.FS, "active."+code+".toml")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := toml.Unmarshal(data, &raw); err != nil {
		t.Fatalf("active.%s.toml: %v", code, err)
	}
	out := catalogueFile{}
	for id, v := range raw {
		forms := map[string]string{}
		switch v := v.(type) {
		case string:
			forms["other"] = v
		case map[string]any:
			for k, s := range v {
				if k == "description" || k == "hash" {
					continue
				}
				str, ok := s.(string)
				if !ok {
					t.Errorf("active.%s.toml: %s.%s is not a string", code, id, k)
				}
				forms[k] = str
			}
		default:
			t.Errorf("active.%s.toml: %s has unexpected type %T", code, id, v)
		}
		out[id] = forms
	}
	return out
}

var fieldRE = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

// fields returns the sorted, distinct template fields of s.
func fields(s string) []string {
	var out []string
	for _, m := range fieldRE.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	sort.Strings(out)
	return out
}

// sampleArgs returns template data for every field of the English text:
// numbers for counts and coordinates, a Percent, strings for the rest.
func sampleArgs(english string, count int) Args {
	a := Args{}
	for _, f := range fields(english) {
		switch f {
		case "Count":
			a[f] = count
		case "Total":
			a[f] = count + 40
		case "Line", "Col", "Size", "Min", "Max":
			a[f] = 1234
		case "Percent":
			a[f] = Percent(0.4708)
		case "Move":
			a[f] = "b5-d5"
		default:
			a[f] = "sample " + f
		}
	}
	return a
}

var testCounts = []int{0, 1, 2, 5, 11, 21, 22, 25, 101, 112, 122}

// requiredForms are the CLDR plural categories of integers (plus "other",
// which CLDR requires and Russian and Polish use for fractions).
var requiredForms = map[string][]string{
	"en": {"one", "other"},
	"de": {"one", "other"},
	"ru": {"few", "many", "one", "other"},
	"pl": {"few", "many", "one", "other"},
	"th": {"other"},
}

func sortedKeys[M ~map[string]V, V any](m M) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
