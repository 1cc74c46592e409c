// Package static holds the words table of the page of package web,
// words.tsv (in this directory beside the page's other files, which
// package web serves): every word the page shows, one row per word, a
// column per language. Package web/ops reads it here to draw the board
// in the page's language (render.Options.Words).
//
// The table is tab-separated text: a header "id", "en", "sw", ... (one
// column per language, English first), then one row per word, its id
// first. A text in braces ({side}) is filled in where the word is used.
package static

import (
	_ "embed"
	"fmt"
	"maps"
	"slices"
	"strings"
)

//go:embed words.tsv
var wordsTSV string

// Words is a words table: the text of each word in each language.
type Words struct {
	langs []string            // the languages, in the order of the columns
	rows  map[string][]string // id -> its text in each language
}

// ParseWords reads a words table; a table whose header does not begin
// with "id" and "en", or a row with another number of cells than the
// header, an empty cell or an id twice is an error naming its line.
func ParseWords(text string) (*Words, error) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	head := strings.Split(lines[0], "\t")
	if len(head) < 2 || head[0] != "id" || head[1] != "en" {
		return nil, fmt.Errorf("words table: line 1: header %q, want id, en and one column per other language", lines[0])
	}
	w := &Words{langs: head[1:], rows: map[string][]string{}}
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		switch {
		case len(f) != len(head):
			return nil, fmt.Errorf("words table: line %d: %d cells, want %d", i+2, len(f), len(head))
		case w.rows[f[0]] != nil:
			return nil, fmt.Errorf("words table: line %d: %s twice", i+2, f[0])
		}
		for j, c := range f {
			if strings.TrimSpace(c) == "" {
				return nil, fmt.Errorf("words table: line %d: no %s", i+2, head[j])
			}
		}
		w.rows[f[0]] = f[1:]
	}
	return w, nil
}

// table is the words table of this directory, read once.
var table, tableErr = ParseWords(wordsTSV)

// Table returns the page's words table, words.tsv (its tests keep it
// readable).
func Table() *Words {
	if tableErr != nil {
		panic(tableErr) // the table is part of the program: a bad one is a bug
	}
	return table
}

// Languages returns the table's languages, in the order of its columns
// ("en", "sw").
func (w *Words) Languages() []string { return append([]string(nil), w.langs...) }

// IDs returns the ids of the table's words, sorted.
func (w *Words) IDs() []string { return slices.Sorted(maps.Keys(w.rows)) }

// Has reports whether lang is one of the table's languages.
func (w *Words) Has(lang string) bool {
	for _, l := range w.langs {
		if l == lang {
			return true
		}
	}
	return false
}

// Word returns the text of the word id in lang, "" when the table has no
// such word or language.
func (w *Words) Word(lang, id string) string {
	row := w.rows[id]
	for i, l := range w.langs {
		if l == lang && row != nil {
			return row[i]
		}
	}
	return ""
}

// In returns the words of lang as a function of their id, "" for an id
// the table lacks: a render.Options.Words.
func (w *Words) In(lang string) func(id string) string {
	return func(id string) string { return w.Word(lang, id) }
}
