//go:build !windows && !darwin && !android && !js

package localeenv

import "testing"

func TestFixRewritesOnlyWhatGoLocaleCannotParse(t *testing.T) {
	tests := []struct {
		name     string
		env      map[string]string
		language string // LANGUAGE afterwards; "-" means untouched
	}{
		{"unset", map[string]string{}, "-"},
		{"C", map[string]string{"LANG": "C"}, "-"},
		{"POSIX", map[string]string{"LANG": "POSIX"}, "-"},
		{"C.UTF-8", map[string]string{"LANG": "C.UTF-8"}, "C"},
		{"C.UTF-8 with LANGUAGE", map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de"}, "C"},
		{"LC_ALL=C.utf8 wins", map[string]string{"LC_ALL": "C.utf8", "LANG": "de_DE.UTF-8"}, "C"},
		{"plain locale", map[string]string{"LANG": "de_AT.UTF-8"}, "-"},
		{"modifier without codeset", map[string]string{"LANG": "de_DE@euro"}, "de_DE"},
		{"codeset and modifier", map[string]string{"LANG": "sr_RS.UTF-8@latin"}, "sr_RS"},
		{"LANGUAGE entries cleaned", map[string]string{"LANG": "sr_RS@latin", "LANGUAGE": "sr@latin:de_DE.UTF-8:en"}, "sr:de_DE:en"},
		{"clean LANGUAGE untouched", map[string]string{"LANG": "sr_RS@latin", "LANGUAGE": "sr:en"}, "-"},
		{"no language at all", map[string]string{"LANG": "???"}, "C"},
		{"LANGUAGE entries that are no language dropped", map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "?:de_AT:x-1"}, "de_AT"},
		{"LANGUAGE of only C", map[string]string{"LANG": "pl_PL.UTF-8", "LANGUAGE": "C.UTF-8"}, "pl_PL"},
		{"unknown language", map[string]string{"LANG": "xx_YY.UTF-8"}, "C"},
		{"unknown language with LANGUAGE", map[string]string{"LANG": "xx_YY.UTF-8", "LANGUAGE": "de"}, "C"},
		{"known language, unknown territory", map[string]string{"LANG": "de_YY.UTF-8"}, "de"},
		{"unknown LANGUAGE entries dropped", map[string]string{"LANG": "ru_RU.UTF-8", "LANGUAGE": "xx_YY:ru"}, "ru"},
		{"LANGUAGE of only unknown ones", map[string]string{"LANG": "th_TH.UTF-8", "LANGUAGE": "xx:zz_YY"}, "th_TH"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range tt.env {
				env[k] = v
			}
			set := map[string]bool{}
			Fix(func(k string) string { return env[k] }, func(k, v string) error {
				set[k] = true
				env[k] = v
				return nil
			})
			for k := range set {
				if k != "LANGUAGE" {
					t.Errorf("Fix changed %s", k)
				}
			}
			got := "-"
			if set["LANGUAGE"] {
				got = env["LANGUAGE"]
			}
			if got != tt.language {
				t.Errorf("LANGUAGE = %q, want %q", got, tt.language)
			}
		})
	}
}
