package i18n

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

func play(t *testing.T, moves []string) game.Position {
	t.Helper()
	p, err := game.NewPosition(8)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range moves {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatalf("%v: move %d %q: %v", moves, i+1, s, err)
		}
		if err := p.Play(m); err != nil {
			t.Fatalf("%v: move %d %q is illegal: %v", moves, i+1, s, err)
		}
	}
	return p
}

func legal(p game.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

func TestRulesExampleMovesAreLegalFromTheStart(t *testing.T) {
	for _, seq := range RulesExampleMoves {
		play(t, seq)
	}
}

// TestTheRulesTextStatesTheFactsOfKonane1 checks the claims of the rules
// text that concern concrete squares against package game.
func TestTheRulesTextStatesTheFactsOfKonane1(t *testing.T) {
	tests := []struct {
		name  string
		after []string
		want  []string // all legal moves, or a subset when subset is set
		sub   bool
	}{
		{"Black may remove a8, h1, d5 or e4", nil, []string{"a8", "d5", "e4", "h1"}, false},
		{"after d5 White may take c5, e5, d4 or d6", []string{"d5"}, []string{"c5", "d4", "d6", "e5"}, false},
		{"after a corner White has two choices", []string{"a8"}, []string{"a7", "b8"}, false},
		{"after d5 e5 Black can play b5-d5", []string{"d5", "e5"}, []string{"b5-d5"}, true},
		{"then White can play g5-c5 or stop with g5-e5", []string{"d5", "e5", "b5-d5"}, []string{"g5-c5", "g5-e5"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := legal(play(t, tt.after))
			if tt.sub {
				for _, m := range tt.want {
					if !slices.Contains(got, m) {
						t.Errorf("%s is not legal; legal moves: %v", m, got)
					}
				}
			} else if !slices.Equal(got, tt.want) {
				t.Errorf("legal moves %v, want %v", got, tt.want)
			}
		})
	}
}

var squareOrMove = regexp.MustCompile(`\b[a-h][1-8](?:-[a-h][1-8])?\b`)

func rulesText(tr *Translator) string {
	var b strings.Builder
	for _, s := range RulesSections() {
		b.WriteString(tr.T(s.Title) + "\n" + tr.T(s.Body) + "\n")
	}
	return b.String()
}

func tokens(text string) []string {
	var out []string
	for _, m := range squareOrMove.FindAllString(text, -1) {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	sort.Strings(out)
	return out
}

func TestEveryLanguageNamesTheSameSquaresAndMovesAsEnglish(t *testing.T) {
	english := tokens(rulesText(Default().Translator(English)))
	if len(english) < 10 {
		t.Fatalf("the English rules name only %v", english)
	}
	var examples []string
	for _, seq := range RulesExampleMoves {
		examples = append(examples, seq...)
	}
	for _, tok := range english {
		if strings.Contains(tok, "-") && !slices.Contains(examples, tok) {
			t.Errorf("the rules text names %s, which is not in RulesExampleMoves", tok)
		}
	}
	for _, seq := range RulesExampleMoves {
		if last := seq[len(seq)-1]; !slices.Contains(english, last) {
			t.Errorf("RulesExampleMoves has %v, but the text never names %s", seq, last)
		}
	}
	for _, l := range Languages()[1:] {
		if got := tokens(rulesText(Default().Translator(l))); !slices.Equal(got, english) {
			t.Errorf("%s rules name %v, English names %v", l.Code, got, english)
		}
	}
}

func TestRulesSectionsCoverEveryRulesMessage(t *testing.T) {
	seen := map[string]bool{MsgRulesTitle.ID: true}
	for _, s := range RulesSections() {
		seen[s.Title.ID], seen[s.Body.ID] = true, true
	}
	for id := range declaredMessages(t) {
		if strings.HasPrefix(id, "Rules") && !seen[id] {
			t.Errorf("%s is not in RulesSections", id)
		}
	}
	if len(RulesSections()) != 7 {
		t.Errorf("%d sections, want 7 (goal, board, opening, jumps, compulsory, end, tips)", len(RulesSections()))
	}
}
