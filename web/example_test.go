package web_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"

	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/web"
)

// A move played through the API: the answer carries the move with its
// annotations, what it changed, and the position after it.
func Example() {
	s := web.New(web.Config{})
	req := httptest.NewRequest("POST", "/api/move", strings.NewReader(`{"variant":"kiswahili","move":"A6>"}`))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)

	var ans web.MoveAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &ans); err != nil {
		panic(err)
	}
	fmt.Println(rec.Code, ans.Move)
	fmt.Println(ans.Summary)
	fmt.Println(ans.View.Position)
	fmt.Println(len(ans.View.Legal), "legal moves for", ans.View.Side)

	// A bad request gets a 4xx and a message.
	req = httptest.NewRequest("POST", "/api/move", strings.NewReader(`{"variant":"kiswahili","move":"A1>"}`))
	req.Header.Set("Content-Type", "application/json")
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	fmt.Print(rec.Code, " ", rec.Body.String())
	// Output:
	// 200 A6>*
	// South played A6>*: takasa (no capture); South's store 22 → 21
	// 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,0,3,1/0,0,0,0,0,0,0,1 N 21,22 SN -
	// 4 legal moves for N
	// 422 {"error":"illegal move A1>: A1 is empty: a namua move starts from an occupied front pit (kiswahili.md rule N2)"}
}
