package i18n

import (
	"slices"
	"testing"

	"golang.org/x/text/language"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestEnvPreferencesFollowGettext(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want []string
	}{
		{"nothing set gives no preference", nil, nil},
		{"LANG=C gives no preference", map[string]string{"LANG": "C"}, nil},
		{"LANG=C.UTF-8 gives no preference", map[string]string{"LANG": "C.UTF-8"}, nil},
		{"LANG=C.utf8 gives no preference", map[string]string{"LANG": "C.utf8"}, nil},
		{"LANG=POSIX gives no preference", map[string]string{"LANG": "POSIX"}, nil},
		{"LANGUAGE is ignored under the C locale", map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de:ru"}, nil},
		{"LANGUAGE alone is ignored, as the locale is then C", map[string]string{"LANGUAGE": "de"}, nil},
		{"a codeset is dropped", map[string]string{"LANG": "de_AT.UTF-8"}, []string{"de-AT"}},
		{"a modifier is dropped", map[string]string{"LANG": "sr_RS@latin"}, []string{"sr-RS"}},
		{"codeset and modifier are dropped", map[string]string{"LANG": "de_DE.ISO-8859-15@euro"}, []string{"de-DE"}},
		{"a bare language works", map[string]string{"LANG": "th"}, []string{"th"}},
		{"LC_ALL wins over LANG", map[string]string{"LC_ALL": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, []string{"pl-PL"}},
		{"LC_MESSAGES wins over LANG", map[string]string{"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, []string{"ru-RU"}},
		{"LC_ALL=C wins over LANG", map[string]string{"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, nil},
		{"LANGUAGE comes first, then the locale", map[string]string{"LANG": "uk_UA.UTF-8", "LANGUAGE": "uk:ru"}, []string{"uk", "ru", "uk-UA"}},
		{"invalid entries are skipped", map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "::x_y_z!:th_TH"}, []string{"th-TH", "de-DE"}},
		{"an invalid locale gives no preference", map[string]string{"LANG": "???"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := EnvPreferences(env(tt.env))
			var gotS []string
			for _, g := range got {
				gotS = append(gotS, g.String())
			}
			if len(gotS) != len(tt.want) {
				t.Fatalf("got %v, want %v", gotS, tt.want)
			}
			for i := range gotS {
				if gotS[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", gotS, tt.want)
				}
			}
		})
	}
}

func TestMatchServesOnlyTheFiveLanguagesAndSendsTheRestToEnglish(t *testing.T) {
	tests := []struct {
		prefs []string
		want  Language
		ok    bool
	}{
		{[]string{"de-AT"}, German, true},
		{[]string{"de-CH"}, German, true},
		{[]string{"de"}, German, true},
		{[]string{"ru-UA"}, Russian, true},
		{[]string{"ru"}, Russian, true},
		{[]string{"pl-PL"}, Polish, true},
		{[]string{"th-TH"}, Thai, true},
		{[]string{"en-GB"}, English, true},
		{[]string{"en-US"}, English, true},
		// The matcher would send these to Russian or German: they get English.
		{[]string{"uk"}, English, false},
		{[]string{"uk-UA"}, English, false},
		{[]string{"be"}, English, false},
		{[]string{"sr"}, English, false},
		{[]string{"sr-Latn"}, English, false},
		{[]string{"kk"}, English, false},
		{[]string{"ky"}, English, false},
		{[]string{"gsw"}, English, false},
		{[]string{"lb"}, English, false},
		// Languages we do not have.
		{[]string{"pt-BR"}, English, false},
		{[]string{"fr"}, English, false},
		{[]string{"zh-Hant-TW"}, English, false},
		{[]string{"und"}, English, false},
		{nil, English, false},
		// The first language we serve wins, in the user's order.
		{[]string{"uk", "ru"}, Russian, true},
		{[]string{"fr", "de", "ru"}, German, true},
		{[]string{"pt-BR", "th"}, Thai, true},
	}
	for _, tt := range tests {
		var prefs []language.Tag
		for _, p := range tt.prefs {
			prefs = append(prefs, language.MustParse(p))
		}
		got, ok := Match(prefs...)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Match(%v) = %s, %v; want %s, %v", tt.prefs, got, ok, tt.want, tt.ok)
		}
	}
}

func TestTheEnvironmentPicksTheLanguage(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want Language
	}{
		{nil, English},
		{map[string]string{"LANG": "C"}, English},
		{map[string]string{"LANG": "C.UTF-8"}, English},
		{map[string]string{"LANG": "POSIX"}, English},
		{map[string]string{"LANG": "de_AT.UTF-8"}, German},
		{map[string]string{"LANG": "uk_UA.UTF-8"}, English},
		{map[string]string{"LANG": "be_BY.UTF-8"}, English},
		{map[string]string{"LANG": "kk_KZ.UTF-8"}, English},
		{map[string]string{"LANG": "sr_RS.UTF-8@latin"}, English},
		{map[string]string{"LANG": "pt_BR.UTF-8"}, English},
		{map[string]string{"LANG": "th_TH.UTF-8"}, Thai},
		{map[string]string{"LANG": "pl_PL.UTF-8"}, Polish},
		{map[string]string{"LANG": "uk_UA.UTF-8", "LANGUAGE": "uk:ru"}, Russian},
	}
	for _, tt := range tests {
		if got := Choose("", EnvPreferences(env(tt.env))); got != tt.want {
			t.Errorf("env %v gives %s, want %s", tt.env, got, tt.want)
		}
	}
}

func TestASavedChoiceWinsOverTheSystem(t *testing.T) {
	de := []language.Tag{language.German}
	tests := []struct {
		saved string
		want  Language
	}{
		{"th", Thai},
		{"en", English}, // the user chose English on a German system
		{"ru-RU", Russian},
		{"", German},
		{"xx-invalid-!", German},
		{"uk", German}, // not one of ours: ignored
	}
	for _, tt := range tests {
		if got := Choose(tt.saved, de); got != tt.want {
			t.Errorf("Choose(%q, de) = %s, want %s", tt.saved, got, tt.want)
		}
	}
}

func TestLookupAcceptsOnlyTheFive(t *testing.T) {
	for _, l := range Languages() {
		if got, ok := Lookup(l.Code); !ok || got != l {
			t.Errorf("Lookup(%q) = %v, %v", l.Code, got, ok)
		}
	}
	for _, code := range []string{"", "C", "uk", "be", "pt-BR", "de_AT.UTF-8", "english"} {
		if got, ok := Lookup(code); ok || got != English {
			t.Errorf("Lookup(%q) = %v, %v; want English, false", code, got, ok)
		}
	}
}

func TestLanguagesAreNamedInThemselves(t *testing.T) {
	var names []string
	for _, l := range Languages() {
		names = append(names, l.Name)
	}
	want := []string{"English", "Русский", "Polski", "Deutsch", "ไทย"}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("Languages() names = %v, want %v", names, want)
		}
	}
}

// Setup takes the system's preferred languages (SystemPreferences: the
// locale environment on Unix, the display languages on Windows) unless a
// choice was saved.
func TestSetupFollowsTheSystemUnlessAChoiceWasSaved(t *testing.T) {
	defer func() { _ = SetLanguage("en") }()
	if got, want := Setup(""), Choose("", SystemPreferences()); got != want {
		t.Errorf("Setup(\"\") chose %s, the system's preferences %v give %s", got, SystemPreferences(), want)
	}
	if got := Setup("pl"); got != Polish {
		t.Errorf("Setup(\"pl\") chose %s", got)
	}
}

func TestWindowsPreferencesPutTheDisplayLanguagesFirst(t *testing.T) {
	tests := []struct {
		name    string
		display []string
		locale  string
		want    []string
		chosen  Language
	}{
		{"English display, Thai formats: English", []string{"en-US"}, "th-TH", []string{"en-US", "th-TH"}, English},
		{"a display language Konane lacks, then one it has", []string{"uk-UA", "ru-RU"}, "uk-UA", []string{"uk-UA", "ru-RU"}, Russian},
		{"no display language known: the locale", nil, "de-AT", []string{"de-AT"}, German},
		{"nothing usable: English", []string{"", "x_y!"}, "", nil, English},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := WindowsPreferences(tt.display, tt.locale)
			var names []string
			for _, tag := range got {
				names = append(names, tag.String())
			}
			if !slices.Equal(names, tt.want) {
				t.Errorf("WindowsPreferences(%q, %q) = %v, want %v", tt.display, tt.locale, names, tt.want)
			}
			if l := Choose("", got); l != tt.chosen {
				t.Errorf("chose %s, want %s", l, tt.chosen)
			}
		})
	}
}
