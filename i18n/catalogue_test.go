package i18n

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"text/template"
	"unicode"
)

func TestTheEmbeddedCatalogueLoadsWithoutErrors(t *testing.T) {
	if _, err := loadCatalog(); err != nil {
		t.Fatal(err)
	}
}

func TestEveryMessageVariableIsNamedMsgPlusItsID(t *testing.T) {
	for id, d := range declaredMessages(t) {
		if d.Var != "Msg"+id {
			t.Errorf("message %q is declared as %s; name it Msg%s", id, d.Var, id)
		}
		if strings.TrimSpace(d.Msg.Description) == "" {
			t.Errorf("%s has no Description for translators", d.Var)
		}
		if d.Msg.Other == "" {
			t.Errorf("%s has no Other text", d.Var)
		}
		if d.counted() && !slices.Contains(fields(d.Msg.Other), "Count") {
			t.Errorf("%s is counted (sets One) but its text has no {{.Count}}", d.Var)
		}
		if !d.counted() && slices.Contains(fields(d.Msg.Other), "Count") {
			t.Errorf("%s uses {{.Count}} but sets no One: counted messages need plural forms", d.Var)
		}
	}
}

func TestEnglishCatalogueIsUpToDateWithTheGoDeclarations(t *testing.T) {
	decl := declaredMessages(t)
	en := readCatalogue(t, "en")
	for _, id := range sortedKeys(decl) {
		forms, ok := en[id]
		if !ok {
			t.Errorf("%s is missing from locales/active.en.toml: run `make i18n`", id)
			continue
		}
		for form, text := range decl[id].Forms {
			if forms[form] != text {
				t.Errorf("%s.%s differs between Go (%q) and active.en.toml (%q): run `make i18n`", id, form, text, forms[form])
			}
		}
	}
	for id := range en {
		if _, ok := decl[id]; !ok {
			t.Errorf("active.en.toml has %s, which no Go code declares: run `make i18n`", id)
		}
	}
}

func TestEveryLocaleHasExactlyTheEnglishMessages(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages()[1:] {
		t.Run(l.Code, func(t *testing.T) {
			cat := readCatalogue(t, l.Code)
			for _, id := range sortedKeys(decl) {
				if _, ok := cat[id]; !ok {
					t.Errorf("%s is not translated", id)
				}
			}
			for _, id := range sortedKeys(cat) {
				if _, ok := decl[id]; !ok {
					t.Errorf("%s is translated but no longer declared in Go", id)
				}
			}
		})
	}
}

func TestCountedMessagesHaveEveryPluralFormTheLanguageNeeds(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages() {
		t.Run(l.Code, func(t *testing.T) {
			cat := readCatalogue(t, l.Code)
			for _, id := range sortedKeys(decl) {
				if _, ok := cat[id]; !ok {
					continue // reported by TestEveryLocaleHasExactlyTheEnglishMessages
				}
				got := sortedKeys(cat[id])
				want := []string{"other"}
				if decl[id].counted() {
					want = requiredForms[l.Code]
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s has forms %v, want %v", id, got, want)
				}
				for form, text := range cat[id] {
					if strings.TrimSpace(text) == "" {
						t.Errorf("%s.%s is empty", id, form)
					}
				}
			}
		})
	}
}

func TestTranslationsUseExactlyTheFieldsOfTheEnglishText(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages() {
		t.Run(l.Code, func(t *testing.T) {
			cat := readCatalogue(t, l.Code)
			for _, id := range sortedKeys(decl) {
				want := fields(decl[id].Msg.Other)
				for _, form := range sortedKeys(cat[id]) {
					if got := fields(cat[id][form]); !slices.Equal(got, want) {
						t.Errorf("%s.%s uses fields %v, English uses %v", id, form, got, want)
					}
					if _, err := template.New(id).Parse(cat[id][form]); err != nil {
						t.Errorf("%s.%s is not a valid template: %v", id, form, err)
					}
				}
			}
		})
	}
}

func TestEveryMessageRendersInEveryLanguageWithItsDataAndCounts(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages() {
		t.Run(l.Code, func(t *testing.T) {
			tr := Default().Translator(l)
			cat := readCatalogue(t, l.Code)
			for _, id := range sortedKeys(decl) {
				if _, ok := cat[id]; !ok {
					continue // reported by TestEveryLocaleHasExactlyTheEnglishMessages
				}
				d := decl[id]
				counts := []int{0}
				if d.counted() {
					counts = testCounts
				}
				for _, n := range counts {
					var pc *int
					if d.counted() {
						pc = &n
					}
					got, err := tr.localize(tr.loc, &d.Msg, pc, sampleArgs(d.Msg.Other, n))
					if err != nil {
						t.Errorf("%s (count %d): %v", id, n, err)
					}
					switch {
					case strings.TrimSpace(got) == "":
						t.Errorf("%s (count %d) renders empty", id, n)
					case strings.Contains(got, "<no value>"), strings.Contains(got, "{{"), strings.Contains(got, "}}"):
						t.Errorf("%s (count %d) renders a template leftover: %q", id, n, got)
					}
				}
			}
		})
	}
}

// cldr lists the plural category CLDR gives each of testCounts.
var cldr = map[string]map[int]string{
	"ru": {0: "many", 1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few", 25: "many", 101: "one", 112: "many", 122: "few"},
	"pl": {0: "many", 1: "one", 2: "few", 5: "many", 11: "many", 21: "many", 22: "few", 25: "many", 101: "many", 112: "many", 122: "few"},
	"de": {0: "other", 1: "one", 2: "other", 5: "other", 11: "other", 21: "other", 22: "other", 25: "other", 101: "other", 112: "other", 122: "other"},
	"en": {0: "other", 1: "one", 2: "other", 5: "other", 11: "other", 21: "other", 22: "other", 25: "other", 101: "other", 112: "other", 122: "other"},
}

func TestPluralCountsPickTheCLDRCategory(t *testing.T) {
	decl := declaredMessages(t)
	for _, code := range []string{"ru", "pl", "de", "en"} {
		l, _ := Lookup(code)
		t.Run(code, func(t *testing.T) {
			tr := Default().Translator(l)
			cat := readCatalogue(t, code)
			for _, id := range sortedKeys(decl) {
				d := decl[id]
				if _, ok := cat[id]; !ok || !d.counted() {
					continue
				}
				for _, n := range testCounts {
					form := cldr[code][n]
					args := sampleArgs(d.Msg.Other, n)
					want := execute(t, cat[id][form], tr, args)
					if got := tr.Plural(&d.Msg, n, args); got != want {
						t.Errorf("%s with %d: got %q, want the %q form %q", id, n, got, form, want)
					}
				}
			}
		})
	}
}

func execute(t *testing.T, text string, tr *Translator, args Args) string {
	t.Helper()
	data := map[string]any{}
	for k, v := range args {
		data[k] = tr.formatValue(v)
	}
	var b bytes.Buffer
	if err := template.Must(template.New("").Parse(text)).Execute(&b, data); err != nil {
		t.Fatal(err)
	}
	return ForFyne(b.String())
}

// sameAsEnglish lists the translations allowed to equal the English text.
var sameAsEnglish = map[string][]string{
	"AppTitle":       {"de", "pl"}, // the name keeps its Hawaiian spelling
	"ButtonOK":       {"de", "pl"},
	"BoardSizeValue": {"ru", "pl", "de", "th"}, // "8 × 8"
	"PlaceComputer":  {"de"},                   // the names German desktops give these folders
	"PlaceDownloads": {"de"},
	"PlaceVideos":    {"de"},
	"UsageProblem":   {"ru", "pl", "de"},       // "konane: {{.Problem}}. {{.Usage}}": only placeholders
	"Players":        {"ru", "pl", "th"},       // "{{.Black}} — {{.White}}": placeholders and a dash
	"NetClockOf":     {"ru", "pl", "de", "th"}, // "{{.Side}} {{.Time}}": only placeholders
	"NetClockValue":  {"pl"},                   // "5 min + 3 s": the same abbreviations
	"NetUnitMinutes": {"pl"},                   // "min": the same abbreviation
}

func TestTranslationsDifferFromTheEnglishText(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages()[1:] {
		cat := readCatalogue(t, l.Code)
		for _, id := range sortedKeys(decl) {
			for form, text := range cat[id] {
				en := decl[id].Forms[form]
				if en == "" {
					en = decl[id].Msg.Other
				}
				if text == en && !slices.Contains(sameAsEnglish[id], l.Code) {
					t.Errorf("%s: %s.%s is the English text %q", l.Code, id, form, text)
				}
			}
		}
	}
	for id, codes := range sameAsEnglish {
		for _, code := range codes {
			if readCatalogue(t, code)[id]["other"] != decl[id].Msg.Other {
				t.Errorf("allow-list entry %s/%s is no longer needed", id, code)
			}
		}
	}
}

// isThaiCombining reports whether r is a Thai vowel sign, tone mark or other
// mark that attaches to the preceding consonant.
func isThaiCombining(r rune) bool {
	return r == 0x0E31 || (r >= 0x0E34 && r <= 0x0E3A) || (r >= 0x0E47 && r <= 0x0E4E)
}

func TestThaiWordBreaksSitBetweenWords(t *testing.T) {
	for id, forms := range readCatalogue(t, "th") {
		for form, text := range forms {
			if strings.Contains(text, "|") {
				t.Errorf("%s.%s contains a draft marker |", id, form)
			}
			rs := []rune(text)
			for i, r := range rs {
				if r != WordBreak {
					continue
				}
				switch {
				case i == 0 || i == len(rs)-1:
					t.Errorf("%s.%s starts or ends with U+200B", id, form)
				case isThaiCombining(rs[i+1]):
					t.Errorf("%s.%s has U+200B before the combining mark %q at rune %d", id, form, rs[i+1], i+1)
				case unicode.IsSpace(rs[i-1]) || unicode.IsSpace(rs[i+1]) || rs[i+1] == WordBreak:
					t.Errorf("%s.%s has U+200B next to a space at rune %d", id, form, i)
				}
			}
		}
	}
}

func TestLookupsReplaceWordBreaksWithASpaceFyneWrapsAt(t *testing.T) {
	tr := Default().Translator(Thai)
	raw, err := tr.localize(tr.loc, MsgRulesGoalText, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.ContainsRune(raw, WordBreak) {
		t.Fatal("the Thai goal text has no word breaks")
	}
	got := tr.T(MsgRulesGoalText)
	if strings.ContainsRune(got, WordBreak) || !strings.ContainsRune(got, FyneWordBreak) {
		t.Errorf("T did not turn U+200B into U+200A: %q", got)
	}
	if !unicode.IsSpace(FyneWordBreak) || unicode.IsSpace(WordBreak) {
		t.Error("FyneWordBreak must be white space to Fyne and WordBreak must not be")
	}
}

func TestPlainDropsTheWordBreaks(t *testing.T) {
	tr := Default().Translator(Thai)
	got := Plain(tr.T(MsgReviewTitle))
	if want := "วิเคราะห์เกมโคนาเนะ"; got != want {
		t.Errorf("Plain(review title) = %q, want %q", got, want)
	}
	if got := Plain("a\u200Bb\u200Ac d"); got != "abc d" {
		t.Errorf("Plain kept a break mark or lost a space: %q", got)
	}
}

func TestNumbersAndPercentagesFollowTheLanguage(t *testing.T) {
	tests := []struct {
		lang       Language
		number     string
		percent    string
		hundredths string
	}{
		{English, "12,345", "47.1%", "-2.20"},
		{German, "12.345", "47,1\u00a0%", "-2,20"},
		{Russian, "12\u00a0345", "47,1\u00a0%", "-2,20"},
		{Polish, "12\u00a0345", "47,1%", "-2,20"},
		{Thai, "12,345", "47.1%", "-2.20"},
	}
	for _, tt := range tests {
		tr := Default().Translator(tt.lang)
		if got := tr.Number(12345); got != tt.number {
			t.Errorf("%s: Number(12345) = %q, want %q", tt.lang, got, tt.number)
		}
		if got := tr.Number(Percent(0.4708)); got != tt.percent {
			t.Errorf("%s: Number(Percent(0.4708)) = %q, want %q", tt.lang, got, tt.percent)
		}
		if got := tr.Number(Hundredths(-2.2)); got != tt.hundredths {
			t.Errorf("%s: Number(Hundredths(-2.2)) = %q, want %q", tt.lang, got, tt.hundredths)
		}
	}
	got := Default().Translator(German).Plural(MsgStatsBlackWins, 4774, Args{"Percent": Percent(0.4708)})
	if want := "Schwarz: 4.774 Siege (47,1\u00a0%)"; got != want {
		t.Errorf("German statistics line = %q, want %q", got, want)
	}
}

func TestAMessageMissingFromALanguageComesOutInEnglish(t *testing.T) {
	fresh := *MsgStatusThinking
	fresh.ID = "NotInAnyCatalogue"
	fresh.Other = "Only in English"
	if got := Default().Translator(Thai).T(&fresh); got != "Only in English" {
		t.Errorf("got %q", got)
	}
}
