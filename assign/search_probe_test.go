package assign

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestProbeChallenging(t *testing.T) {
	if os.Getenv("PROBE") == "" {
		t.Skip()
	}
	names := challengingNames
	if f := os.Getenv("FILES"); f != "" {
		names = strings.Split(f, ",")
	}
	lim := 15 * time.Second
	if d, err := time.ParseDuration(os.Getenv("LIM")); err == nil {
		lim = d
	}
	if o := os.Getenv("ORDER"); o != "" {
		var keys []searchKey
		for _, c := range o {
			keys = append(keys, searchKey(strings.IndexRune("TWAZ", c)))
		}
		searchOrders = [][]searchKey{keys}
	}
	var tot float64
	for _, name := range names {
		p := loadChallenging(t, name)
		t0 := time.Now()
		res := Search(p, 1048576, SearchBudget{Time: lim})
		el := time.Since(t0).Seconds()
		tot += el
		t.Logf("%s: %v %.3fs nodes %d ratio %.3f", name, res.Status, el, res.Nodes, el/miniMallocSeconds[name])
	}
	t.Logf("total %.3fs", tot)
}
