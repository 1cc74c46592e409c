package bao

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestOptionalInterfacesListed: the list of optional interfaces in the
// documentation of Variant names exactly the interfaces this package
// declares (Variant aside), so that a new one cannot be left out.
func TestOptionalInterfacesListed(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var declared []string
	var variantDoc string
	for _, f := range pkgs["bao"].Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, sp := range g.Specs {
				ts := sp.(*ast.TypeSpec)
				if _, ok := ts.Type.(*ast.InterfaceType); !ok || !ts.Name.IsExported() {
					continue
				}
				if ts.Name.Name == "Variant" {
					variantDoc = g.Doc.Text()
					continue
				}
				declared = append(declared, ts.Name.Name)
			}
		}
	}
	// The list: lines "  - A: ..." or "  - A, B and C: ...".
	var listed []string
	for _, line := range strings.Split(variantDoc, "\n") {
		item, ok := strings.CutPrefix(strings.TrimSpace(line), "- ")
		if !ok {
			continue
		}
		names, _, _ := strings.Cut(item, ":")
		for _, n := range strings.FieldsFunc(names, func(r rune) bool { return r == ',' || r == ' ' }) {
			if n != "and" {
				listed = append(listed, n)
			}
		}
	}
	slices.Sort(declared)
	slices.Sort(listed)
	if !slices.Equal(declared, listed) {
		t.Errorf("the optional interfaces in Variant's doc:\n  %v\nthe interfaces declared:\n  %v", listed, declared)
	}
}
