package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// goList runs `go list` with args and returns its lines, skipping the test
// where no go command is at hand (a test binary run on its own).
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

// The layers below the window know nothing of Fyne: the rules, the
// computer, its review, the files, the game as played, the background
// jobs, the single instance and the messages (the bridge to Fyne's lang
// package is ui's).
func TestTheLayersBelowTheWindowDoNotImportFyne(t *testing.T) {
	for _, dep := range goList(t, "-deps", "./play", "./internal/instance", "./internal/background", "./ai/...", "./game", "./store", "./i18n", "./netplay/...") {
		if strings.HasPrefix(dep, "fyne.io/") {
			t.Errorf("%s is imported below the window", dep)
		}
	}
}

// Imports point down: no package under ui/ imports ui itself.
func TestNoPackageUnderUIImportsUI(t *testing.T) {
	const root = "github.com/konane/konane/ui"
	lines := goList(t, "-f", `{{.ImportPath}}:{{join .Imports ","}}:{{join .TestImports ","}}`, "./ui/...")
	for _, line := range lines {
		pkg, imports, _ := strings.Cut(line, ":")
		if pkg == root {
			continue
		}
		for _, imp := range strings.FieldsFunc(imports, func(r rune) bool { return r == ',' || r == ':' }) {
			if imp == root {
				t.Errorf("%s imports %s", pkg, root)
			}
		}
	}
}

// The main window only wires its jobs: the file, the notices, the app's
// life, the probes and every secondary view live in packages of their own
// behind a Host. Window's methods and fields are bounded, whatever the
// number of files they spread over.
func TestTheMainWindowOnlyWiresItsJobs(t *testing.T) {
	const maxMethods, maxFields = 40, 30
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range goList(t, "-f", `{{join .GoFiles " "}}`, "./ui") {
		f, err := parser.ParseFile(fset, filepath.Join("ui", name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	var methods []string
	fields := -1
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil && receiverName(d.Recv.List[0].Type) == "Window" {
					methods = append(methods, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					if ts, ok := spec.(*ast.TypeSpec); ok && ts.Name.Name == "Window" {
						fields = 0
						for _, fl := range ts.Type.(*ast.StructType).Fields.List {
							fields += max(len(fl.Names), 1)
						}
					}
				}
			}
		}
	}
	if fields < 0 {
		t.Fatal("no type Window in ui")
	}
	if len(methods) > maxMethods {
		slices.Sort(methods)
		t.Errorf("Window has %d methods, want at most %d: %v", len(methods), maxMethods, methods)
	}
	if fields > maxFields {
		t.Errorf("Window has %d fields, want at most %d", fields, maxFields)
	}
	t.Logf("Window: %d methods, %d fields", len(methods), fields)
}

// receiverName is the type name of a method's receiver: T for T and *T.
func receiverName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// module is the import path of the project's root package.
const module = "github.com/konane/konane"

// importTable reads the README's list of what each package may import
// (section "## Layout", the code block headed "package  may import"): the
// packages in order, bottom layer first, and each one's allowed imports,
// as paths relative to the module ("." for the root).
func importTable(t *testing.T) (order []string, allowed map[string][]string) {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, layout, ok := strings.Cut(string(data), "\n## Layout\n")
	if !ok {
		t.Fatal("README.md has no section ## Layout")
	}
	layout, _, _ = strings.Cut(layout, "\n## ")
	_, block, ok := strings.Cut(layout, "\npackage ")
	if !ok || !strings.HasPrefix(strings.TrimSpace(block), "may import") {
		t.Fatal("the Layout section has no block headed \"package  may import\"")
	}
	block, _, _ = strings.Cut(block, "\n```")
	allowed = map[string][]string{}
	lines := strings.Split(block, "\n")[1:]
	for _, line := range lines {
		fields := strings.Fields(line)
		switch {
		case len(fields) == 0:
			continue
		case line[0] == ' ' || line[0] == '\t':
			if len(order) == 0 {
				t.Fatalf("README: continuation line %q before any package", line)
			}
			last := order[len(order)-1]
			allowed[last] = append(allowed[last], fields...)
			continue
		}
		pkg := fields[0]
		if _, dup := allowed[pkg]; dup {
			t.Errorf("README: %s is listed twice", pkg)
		}
		order = append(order, pkg)
		allowed[pkg] = nil
		if rest := fields[1:]; !slices.Equal(rest, []string{"-"}) {
			allowed[pkg] = rest
		}
	}
	return order, allowed
}

// rel returns the import path p relative to the module ("." for the root),
// and false for a package from outside the project.
func rel(p string) (string, bool) {
	if p == module {
		return ".", true
	}
	r, ok := strings.CutPrefix(p, module+"/")
	return r, ok
}

// The README's Layout section says what each package may import; every
// package is listed, imports only what its line allows (tests aside), and
// only packages listed above it, so that imports point down the layers
// and no cycle can form.
func TestTheLayersOfTheREADMEHoldEveryImport(t *testing.T) {
	order, allowed := importTable(t)
	pos := map[string]int{}
	for i, p := range order {
		pos[p] = i
	}
	for _, p := range order {
		for _, imp := range allowed[p] {
			switch i, ok := pos[imp]; {
			case !ok:
				t.Errorf("README: %s may import %s, which is not listed", p, imp)
			case i >= pos[p]:
				t.Errorf("README: %s may import %s, which is listed after it: an import up the layers", p, imp)
			}
		}
	}
	listed := map[string]bool{}
	for _, line := range goList(t, "-f", `{{.ImportPath}}:{{join .Imports ","}}`, "./...") {
		path, imports, _ := strings.Cut(line, ":")
		pkg, _ := rel(path)
		listed[pkg] = true
		if _, ok := allowed[pkg]; !ok {
			t.Errorf("%s is not in the README's Layout list", pkg)
			continue
		}
		for _, imp := range strings.Split(imports, ",") {
			if r, ok := rel(imp); ok && !slices.Contains(allowed[pkg], r) {
				t.Errorf("%s imports %s, which the README's Layout list does not allow", pkg, r)
			}
		}
	}
	for _, p := range order {
		if !listed[p] {
			t.Errorf("README: %s is listed but is no package", p)
		}
	}
}
