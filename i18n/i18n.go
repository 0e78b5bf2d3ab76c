package i18n

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"github.com/konane/konane/locales"
)

// PreferenceKey is the key under which the UI stores the chosen language in
// Fyne's Preferences, as a Language.Code ("en", "ru", "pl", "de" or "th"):
//
//	app.Preferences().SetString(i18n.PreferenceKey, lang.Code)
//	i18n.Setup(app.Preferences().String(i18n.PreferenceKey))
const PreferenceKey = "language"

// Language is one of the languages Konane is translated into.
type Language struct {
	// Code is the BCP 47 language code, as stored under PreferenceKey.
	Code string
	// Tag is Code as a language tag.
	Tag language.Tag
	// Name is the language's name in that language ("Deutsch", "ไทย"); the
	// language menu shows it untranslated, so that everybody finds their own.
	Name string
}

// String returns l.Code.
func (l Language) String() string { return l.Code }

// The five languages, English first: English is the source language and the
// fallback for everything.
var (
	English = Language{Code: "en", Tag: language.English, Name: "English"}
	Russian = Language{Code: "ru", Tag: language.Russian, Name: "Русский"}
	Polish  = Language{Code: "pl", Tag: language.Polish, Name: "Polski"}
	German  = Language{Code: "de", Tag: language.German, Name: "Deutsch"}
	Thai    = Language{Code: "th", Tag: language.Thai, Name: "ไทย"}
)

var supported = []Language{English, Russian, Polish, German, Thai}

// Languages returns the five languages in menu order (English, Русский,
// Polski, Deutsch, ไทย). The slice is a copy.
func Languages() []Language { return slices.Clone(supported) }

// Lookup returns the supported language whose code is code. It accepts any
// BCP 47 tag whose base language is one of the five ("ru", "de-AT", "TH"),
// so that a saved preference survives small changes of form; anything else
// gives ok == false.
func Lookup(code string) (l Language, ok bool) {
	t, err := language.Parse(strings.TrimSpace(code))
	if err != nil {
		return English, false
	}
	base, conf := t.Base()
	if conf != language.Exact {
		return English, false
	}
	for _, l := range supported {
		if b, _ := l.Tag.Base(); b == base {
			return l, true
		}
	}
	return English, false
}

// Args is a message's template data, keyed by field ({{.Count}} → "Count").
// Format and Plural format the values for the language first: integers with
// its digit grouping (1 234, 1.234), floats with at most two decimals,
// Percent as a percentage ("47.1%", "47,1 %"), anything else as it is.
type Args map[string]any

// Percent is a fraction to be shown as a percentage: Percent(0.4708) is
// "47.1%" in English and "47,1 %" in German and Russian.
type Percent float64

// Hundredths is a number always written with two decimals ("-2.20",
// "-2,20"), as values in moves of mobility are.
type Hundredths float64

// WordBreak (U+200B ZERO WIDTH SPACE) marks where a Thai line may wrap
// between words; translators put it into long Thai texts. Fyne 2.7 wraps
// only at unicode.IsSpace characters, so every string this package returns
// has it replaced by FyneWordBreak.
const WordBreak = '\u200B'

// FyneWordBreak (U+200A HAIR SPACE) replaces WordBreak in the strings this
// package returns: Fyne's word wrap breaks at it and drops it there.
// ui/theme's fonts draw it with zero width; other fonts draw a tenth of an
// em, so text shown other than by Fyne's widgets goes through Plain.
const FyneWordBreak = '\u200A'

// SizeSign is how the catalogue writes the multiplication sign of a board
// size ("8 × 8", "4 × 4 to 12 × 12"): with a no-break space (U+00A0) on
// each side, so that a size never breaks across lines. The catalogue tests
// require it in every language.
const SizeSign = "\u00a0×\u00a0"

// fyneText turns the catalogue's text into what Fyne draws well: U+200B
// into FyneWordBreak, and SizeSign into a bare "×" ("8×8"), because Fyne
// 2.7 wraps at every character unicode.IsSpace accepts, the no-break space
// included, and every Unicode space is one.
var fyneText = strings.NewReplacer(string(WordBreak), string(FyneWordBreak), SizeSign, "×")

// ForFyne returns s as Fyne should draw it: every WordBreak replaced by
// FyneWordBreak and every SizeSign by a bare "×". The lookup functions
// already do this; use it only for text that did not come from the
// catalogue.
func ForFyne(s string) string { return fyneText.Replace(s) }

// noBreaks drops both kinds of word break.
var noBreaks = strings.NewReplacer(string(WordBreak), "", string(FyneWordBreak), "")

// Plain returns s without WordBreak and FyneWordBreak, for text not drawn
// by Fyne's widgets with Konane's fonts: window titles, terminal output and
// desktop entries, which never wrap Thai or break it themselves.
func Plain(s string) string { return noBreaks.Replace(s) }

// Catalog is a parsed set of translation files. It is safe for concurrent
// use.
type Catalog struct {
	bundle *goi18n.Bundle
}

// LoadCatalog parses every active.<lang>.toml file at the top of fsys (the
// files embedded in package locales). A file that does not parse is skipped
// and named in the returned error, joined with the others; the Catalog is
// usable anyway, and its messages missing from a language come out in
// English.
func LoadCatalog(fsys fs.FS) (*Catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	names, err := fs.Glob(fsys, "active.*.toml")
	if err != nil {
		return &Catalog{bundle: b}, err
	}
	var errs []error
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err == nil {
			_, err = b.ParseMessageFileBytes(data, path.Base(name))
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("i18n: %s: %w", name, err))
		}
	}
	return &Catalog{bundle: b}, errors.Join(errs...)
}

// Translator renders messages in one language. It is safe for concurrent
// use. Its methods never fail: a message missing from the language, or a
// template that does not execute, comes out in English.
type Translator struct {
	lang    Language
	loc     *goi18n.Localizer
	english *goi18n.Localizer
	printer *message.Printer
}

// Translator returns a Translator for l.
func (c *Catalog) Translator(l Language) *Translator {
	return &Translator{
		lang:    l,
		loc:     goi18n.NewLocalizer(c.bundle, l.Tag.String()),
		english: goi18n.NewLocalizer(c.bundle, English.Tag.String()),
		printer: message.NewPrinter(l.Tag),
	}
}

// T returns message m, which has no template fields.
func (t *Translator) T(m *goi18n.Message) string {
	return t.render(m, nil, nil)
}

// Format returns message m with its template fields filled from args (see
// Args for how values are formatted).
func (t *Translator) Format(m *goi18n.Message, args Args) string {
	return t.render(m, nil, args)
}

// Plural returns the plural form of m that the language uses for count
// (CLDR rules: one/few/many/other in Russian and Polish, one/other in
// English and German, other in Thai), with its fields filled from args.
// The field Count is set to count unless args has it already.
func (t *Translator) Plural(m *goi18n.Message, count int, args Args) string {
	if _, ok := args["Count"]; !ok {
		a := make(Args, len(args)+1)
		for k, v := range args {
			a[k] = v
		}
		a["Count"] = count
		args = a
	}
	return t.render(m, &count, args)
}

// Number formats v for t's language: integers with digit grouping, floats
// with at most two decimals, Hundredths with two, Percent as a percentage. Other values are
// formatted with fmt.Sprint.
func (t *Translator) Number(v any) string {
	return fmt.Sprint(t.formatValue(v))
}

func (t *Translator) render(m *goi18n.Message, count *int, args Args) string {
	s, err := t.localize(t.loc, m, count, args)
	if err != nil && s == "" {
		s, err = t.localize(t.english, m, count, args)
	}
	if err != nil && s == "" {
		return m.ID
	}
	return ForFyne(s)
}

// localize renders m in loc's language, or returns an error saying why it
// fell back to English or failed. The text keeps its WordBreaks.
func (t *Translator) localize(loc *goi18n.Localizer, m *goi18n.Message, count *int, args Args) (string, error) {
	cfg := &goi18n.LocalizeConfig{DefaultMessage: m}
	if len(args) > 0 {
		data := make(map[string]any, len(args))
		for k, v := range args {
			data[k] = t.formatValue(v)
		}
		cfg.TemplateData = data
	}
	if count != nil {
		cfg.PluralCount = *count
	}
	return loc.Localize(cfg)
}

func (t *Translator) formatValue(v any) any {
	switch v := v.(type) {
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return t.printer.Sprint(number.Decimal(v))
	case float32, float64:
		return t.printer.Sprint(number.Decimal(v, number.MaxFractionDigits(2)))
	case Percent:
		return t.printer.Sprint(number.Percent(float64(v), number.MaxFractionDigits(1)))
	case Hundredths:
		return t.printer.Sprint(number.Decimal(float64(v), number.MinFractionDigits(2), number.MaxFractionDigits(2)))
	}
	return v
}

// The package-level state: the catalogue embedded in package locales, read
// on first use (not at program start: parsing it takes ≈47 ms, which would
// delay everything in main, the signal handler included), and the current
// language.
var (
	loadCatalog = sync.OnceValues(func() (*Catalog, error) { return LoadCatalog(locales.FS) })

	startOnce sync.Once
	current   atomic.Pointer[Translator]

	listenersMu sync.Mutex
	listeners   []listener
	nextID      int
)

type listener struct {
	id int
	fn func()
}

// catalog is the catalogue embedded in package locales (see loadCatalog).
func catalog() *Catalog {
	c, _ := loadCatalog()
	return c
}

// translator returns the current Translator, English until a language is
// set.
func translator() *Translator {
	startOnce.Do(func() {
		current.Store(catalog().Translator(English))
	})
	return current.Load()
}

// Default returns the Catalog embedded in package locales.
func Default() *Catalog { return catalog() }

// Current returns the language that T, Format, Plural and Number use.
func Current() Language { return translator().lang }

// SetLanguage switches to the language named by code (as Lookup accepts)
// and calls every OnChange listener in order on the calling goroutine,
// which should be Fyne's so listeners may touch widgets. An unknown code
// gives an error; neither it nor the current language's code changes
// anything.
func SetLanguage(code string) error {
	l, ok := Lookup(code)
	if !ok {
		return fmt.Errorf("i18n: unsupported language %q", code)
	}
	set(l)
	return nil
}

func set(l Language) bool {
	translator() // English first, so that old is never nil
	old := current.Swap(catalog().Translator(l))
	if old.lang == l {
		return false
	}
	listenersMu.Lock()
	fns := make([]func(), len(listeners))
	for i, ls := range listeners {
		fns[i] = ls.fn
	}
	listenersMu.Unlock()
	for _, fn := range fns {
		fn()
	}
	return true
}

// OnChange adds fn to the functions SetLanguage calls after each change of
// language and returns a function that removes it (harmless to call twice).
// Listeners typically set a window's texts again from the catalogue.
func OnChange(fn func()) (remove func()) {
	listenersMu.Lock()
	defer listenersMu.Unlock()
	nextID++
	id := nextID
	listeners = append(listeners, listener{id: id, fn: fn})
	return func() {
		listenersMu.Lock()
		defer listenersMu.Unlock()
		listeners = slices.DeleteFunc(listeners, func(l listener) bool { return l.id == id })
	}
}

// Setup chooses the language at start-up and makes it current: saved (the
// value under PreferenceKey) if it names one of the five, else the system's
// (Choose, SystemPreferences) if one of them, else English. It returns the
// choice and prints nothing.
func Setup(saved string) Language {
	l := Choose(saved, SystemPreferences())
	set(l)
	return l
}

// T returns message m, which has no template fields, in the current
// language.
func T(m *goi18n.Message) string { return translator().T(m) }

// Format returns message m in the current language with its template fields
// filled from args.
func Format(m *goi18n.Message, args Args) string { return translator().Format(m, args) }

// Plural returns the plural form of m for count in the current language,
// with Count set to count and the other fields filled from args (may be
// nil).
func Plural(m *goi18n.Message, count int, args Args) string {
	return translator().Plural(m, count, args)
}

// Number formats an integer, a float or a Percent for the current language.
func Number(v any) string { return translator().Number(v) }

// EndSentence ends s as a sentence of the current language: with a full
// stop in English, Russian, Polish and German unless it ends with a full
// stop, question or exclamation mark or ellipsis; in Thai, which has no
// full stop, unchanged.
func EndSentence(s string) string {
	if translator().lang.Code == Thai.Code || s == "" {
		return s
	}
	if last, _ := utf8.DecodeLastRuneInString(s); strings.ContainsRune(".!?…", last) {
		return s
	}
	return s + "."
}
