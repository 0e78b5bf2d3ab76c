package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
)

// rulesPanel shows the full rules, section by section, in the side panel.
// The texts are the i18n package's rules messages. The text is laid out the
// first time the tab is shown: wrapping it costs more than the rest of the
// window at start-up.
type rulesPanel struct {
	box  *fyne.Container
	text *widget.RichText // nil until shown
}

func newRulesPanel() *rulesPanel {
	return &rulesPanel{box: container.NewStack()}
}

// object returns the panel's canvas object.
func (r *rulesPanel) object() fyne.CanvasObject { return r.box }

// shown builds the text the first time the panel comes into view.
func (r *rulesPanel) shown() {
	if r.text != nil {
		return
	}
	r.text = widget.NewRichText(rulesSegments()...)
	r.text.Wrapping = fyne.TextWrapWord
	r.box.Objects = []fyne.CanvasObject{container.NewVScroll(r.text)}
	r.box.Refresh()
}

// relabel writes the rules in the current language.
func (r *rulesPanel) relabel() {
	if r.text != nil {
		r.text.Segments = rulesSegments()
		r.text.Refresh()
	}
}

// rulesSegments returns the rules as rich text: the title, then for each
// section its heading and its paragraphs (separated by blank lines in the
// message).
func rulesSegments() []widget.RichTextSegment {
	segs := []widget.RichTextSegment{
		&widget.TextSegment{Style: widget.RichTextStyleHeading, Text: i18n.T(i18n.MsgRulesTitle)},
	}
	for _, s := range i18n.RulesSections() {
		segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleSubHeading, Text: i18n.T(s.Title)})
		for _, para := range strings.Split(i18n.T(s.Body), "\n\n") {
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: para})
		}
	}
	return segs
}
