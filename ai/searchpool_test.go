package ai

import (
	"context"
	"sync"

	"github.com/konane/konane/game"
)

// searcherPool keeps the Searchers of Search and Hint between tests.
var searcherPool = sync.Pool{New: func() any { return NewSearcher(SearcherOptions{}) }}

// Search runs Searcher.Search on a pooled Searcher (default options).
func Search(ctx context.Context, pos game.Position, lim Limits) (Result, error) {
	e := searcherPool.Get().(*Searcher)
	defer searcherPool.Put(e)
	return e.Search(ctx, pos, lim)
}

// Hint runs Searcher.Hint on a pooled Searcher (default options).
func Hint(ctx context.Context, pos game.Position) (game.Move, error) {
	e := searcherPool.Get().(*Searcher)
	defer searcherPool.Put(e)
	return e.Hint(ctx, pos)
}
