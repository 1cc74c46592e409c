package main

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
)

// howToPlay is what "help rules" at bao play's prompt says for each
// variant, by its name without options: how the game is played, in plain
// words and at most a screenful; the rules in full are the docs/ file it
// names.
var howToPlay = map[string]string{
	"kiswahili": `Bao la Kiswahili, how it is played (in full: docs/kiswahili.md).
Each player has two rows of eight pits, a front row facing the opponent and
a back row, and sows only into his own 16 pits. The square pit (A5/a5) is
his house. He starts with 6 seeds in his house, 2 in each of the next two
front pits, and 22 in his store off the board.
A move: take seeds and sow them one per pit, round your two rows, to the
left (<) or the right (>). When the last seed falls into an empty pit, the
move ends; into an occupied pit, lift all its seeds and sow on (a relay).
First stage (namua), while your store holds seeds: each move starts by
putting one store seed into a front pit. If that pit was occupied and the
opponent's pit facing it is occupied, you capture: take his seeds and sow
them from one end of your front row (A1 or A8). Capturing is compulsory.
Otherwise (a takasa) you lift the pit you put the seed in and sow it.
Second stage (mtaji), once your store is empty: lift a pit of two or more
seeds; a lap that ends in an occupied front pit facing an occupied pit
captures. A move that cannot capture captures nothing all the way.
The house: while you own it you may stop in it or go on (+, safari); you
lose it when you lift it or it is captured. Takasia: after a takasa, a pit
of the opponent may be frozen for his next move.
You win when the opponent's front row is empty, even in the middle of a
move, or when he cannot move. There are no draws.`,
	"kete": `Bao la Kete, how it is played (in full: docs/kete.md).
The game of Lamu: Bao la Kiswahili (type help rules in kiswahili, or read
docs/kiswahili.md) with these differences. Each player has two rows of eight
pits and sows only into his own; the kuu (A5/a5) is his house. Seeds start
as in Bao la Kiswahili: 6 in the kuu, 2 in each of the next two front pits,
22 in the store.
A move sows one seed per pit, left (<) or right (>); a lap that ends in an
occupied pit is lifted and sown on; a lap that ends in an empty pit ends
the move. Captures are compulsory: a lap that ends in an occupied front pit
facing an occupied pit takes the opponent's seeds, which you sow from an
end of your front row.
First stage (nemo), while your store holds seeds: each move starts with a
store seed. The kuu never holds fewer than six seeds: alone, a kuu of six is
sown out whole; a bigger one gives two seeds to sow and keeps the rest.
Second stage (mtaji): while your kuu lives, a move that cannot capture must
start from the kuu. Hizi zetu: after such a move a pit of the opponent may be
reserved: he may not play it on his next move, and you must then capture it.
You win when the opponent's front row is empty or he cannot move.
A match is the best of three games (bao play -match).`,
	"kujifunza": `Bao la Kujifunza, how it is played (in full: docs/kujifunza.md).
The learners' bao: the second stage of Bao la Kiswahili alone. Each player
has two rows of eight pits, a front row facing the opponent and a back row,
and sows only into his own 16 pits. Every pit starts with 2 seeds; there
are no stores and no house.
A move: lift all the seeds of one of your pits holding two or more and sow
them one per pit round your two rows, to the left (<) or the right (>).
If the last seed falls into an empty pit, the move ends. If it falls into
an occupied pit, lift that pit and sow on (a relay).
Captures are compulsory. A capture move's lap that ends in an occupied
front pit facing an occupied pit of the opponent takes his seeds: you sow
them into your front row from its end (A1 or A8, by where the capture was)
and go on. If no move can capture, you play a takasa, which never captures;
after it a pit of the opponent may be frozen for his next move (takasia).
You win when the opponent's front row is empty, even in the middle of a
move, or when he cannot move. There are no draws.`,
	"bawo": `Bawo, how it is played (in full: docs/bawo.md).
The bao of Malawi: Bao la Kiswahili (docs/kiswahili.md) with these
differences. Each player has two rows of eight pits and sows only into his
own; the kuu (A5/a5) is his house. He starts with 8 seeds in the kuu, 2 in
each of the next two front pits, and 20 in his nemo (store).
A move sows one seed per pit, left (<) or right (>); a lap ending in an
occupied pit is lifted and sown on, one ending in an empty pit ends the
move. Captures are compulsory: a lap that ends in an occupied front pit
facing an occupied pit takes the opponent's seeds, sown from an end of your
front row.
First stage, while your nemo holds seeds: each move starts with a nemo seed.
Your owned kuu is not a start of a takata while another front pit is
occupied, and you may not capture his kuu while yours is threatened.
Second stage (mtaji): a capture starts from a pit of 2 to 14 seeds; your
first takata starts from your kuu while it has not moved.
A lone end pit (kichwa) sown towards the back row loses the game (~).
You win when the opponent's front row is empty or he cannot move.
With gambit=on each player's first move is an opening gambit: five pits
that get a seed.`,
	"kingulu": `Bao Kingulu, how it is played (in full: docs/kingulu.md).
Two rows of six pits, one row each; 48 seeds, four in every pit. South
moves first. Both players sow anticlockwise round the whole board: write a
move as the pit it starts from (A3), no direction.
A move: lift all the seeds of a pit of your row and sow them one per pit.
Where the last seed falls decides what happens:
  - a pit of your row that was empty: if the opponent's pit facing it is
    occupied, you capture it: its seeds and your seed go to your bank. The
    move ends.
  - a pit of your row that was occupied: on the move's first lap the move
    is not allowed; later, lift it and sow on.
  - a pit of his row that was empty: the move ends.
  - a pit of his row that held 3 (4 now): it becomes your child (kuweka
    mtoto): every seed that falls into it later goes to your bank.
  - a pit of his row that held 1, 2, or more than 3: lift it and sow on.
A move that would go on for ever is not allowed.
The game ends when the player to move has no move. Each player's score is
his bank, plus the seeds of the pits of his row that are not children, plus
the seeds of his children. The higher score wins; equal scores are a draw.`,
}

// rulesHelp returns howToPlay's text for v (by its name without options),
// or a line pointing at the rules documents.
func rulesHelp(v bao.Variant) string {
	base, _, _ := strings.Cut(v.Name(), "(")
	if t, ok := howToPlay[base]; ok {
		return t + "\n"
	}
	return "The rules of " + v.Name() + " are not described here: see docs/.\n"
}

// helpRules is "bao help rules [VARIANT]" (or "-variant VARIANT"): the text
// of help rules at bao play's prompt, for the variant (default kiswahili),
// on stdout. An unknown variant or more words are bad usage.
func helpRules(e *env, args []string) int {
	if len(args) == 2 && args[0] == "-variant" {
		args = args[1:]
	}
	name := "kiswahili"
	switch len(args) {
	case 0:
	case 1:
		name = args[0]
	default:
		fmt.Fprintf(e.stderr, "bao help rules: want at most one variant, got %q\n", strings.Join(args, " "))
		return exitUsage
	}
	v, ok := lookup(e, name)
	if !ok {
		return exitUsage
	}
	w := newOutput(e.stdout)
	w.Print(rulesHelp(v))
	return finish(e, "help", w, exitOK)
}
