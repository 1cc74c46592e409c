package howto

// fourRowBoard is the board of the four-row games in plain words.
var fourRowBoard = Section{
	Heading: "The board",
	Paragraphs: []string{
		"The board has four rows of eight pits. You own the two rows on your side: your front row, next to your opponent, and your back row, nearest to you. Your opponent owns the other two. You only ever sow seeds into your own sixteen pits, and you only ever take seeds from your opponent's front row.",
		"Your sixteen pits make one ring: along your front row, round the end into your back row, back along it and up into the front row again. A move sows round this ring, clockwise or anticlockwise, as you choose when you start it.",
		"The pits are named from where each player sits: South's front row is A1 to A8 and back row B1 to B8, numbered from South's left; North's are a1 to a8 and b1 to b8, numbered from North's left. The end pits of the front row (1 and 8) are the kichwa (\"head\"), and the square pit 5 of the front row is the house.",
	},
}

// fourRowWin says how the four-row games are won.
const fourRowWin = "You win when your opponent's front row is empty, even in the middle of your move, or when your opponent has no move he may play on his turn. There are no draws."

// sowing says how sowing and captures work in the four-row games.
var sowing = Section{
	Heading: "Sowing and capturing",
	Paragraphs: []string{
		"To sow, pick up all the seeds of a pit and drop them one by one into the next pits of your ring, in the direction you chose. If the last seed falls into an empty pit, your move ends. If it falls into a pit that already held seeds, you pick up all the seeds of that pit and sow on (a relay), so one move can go round the board many times.",
		"Capturing (kula, \"eating\") is compulsory: if you can capture, you must. A capture happens when the last seed of a lap falls into an occupied pit of your front row and your opponent's front pit facing it holds seeds: you take them all and sow them at once on your own side, starting at one of your kichwa. If the capture was made from your pit 1 or 2, the captured seeds go in at kichwa 1 and run towards pit 8; from pit 7 or 8, they go in at kichwa 8 and run towards pit 1; from one of the four middle pits, they go in at the kichwa behind your direction of sowing, so that you keep going the same way (in a first-stage capture you choose the kichwa). Then the move goes on from where those seeds end, and can capture again.",
		"A move that does not capture is a takasa. Only when no capture is possible may you play one.",
	},
}

// guides are the guides of the five games, in the order of Guides.
var guides = []Guide{
	{
		Variant: "kiswahili",
		Title:   "Bao la Kiswahili",
		Intro:   "Bao la Kiswahili is the bao of Zanzibar and the Swahili coast of Tanzania and Kenya: two players, South and North, 64 seeds and a board of four rows of eight pits. It is the most widely played form of bao, and the deepest.",
		Sections: []Section{
			fourRowBoard,
			{
				Heading:    "The start",
				Paragraphs: []string{"Each player has six seeds in his house, two in each of the two pits to its right, and 22 seeds in his store, off the board. South moves first; then the players take turns, one move each, and nobody may pass."},
				Diagram:    &Diagram{Caption: "The start of Bao la Kiswahili: the houses (nyumba) A5 and a5 hold six seeds each; each store holds 22."},
			},
			sowing,
			{
				Heading: "The two stages: namua and mtaji",
				Paragraphs: []string{
					"While you still have seeds in your store you are in namua, the first stage. Each of your moves begins by taking one seed from your store and putting it into one of your front pits that already holds seeds. If that pit faces an occupied pit of your opponent, you capture those seeds at once and sow them from a kichwa. If you cannot capture anywhere, you put the seed into an occupied front pit, pick up all of that pit and sow it (a takasa).",
					"Once your store is empty you are in mtaji, the second stage: a move picks up a pit of two or more seeds, front or back row, and sows it. A capture in mtaji needs the first lap to end in an occupied pit of your front row facing an occupied pit. A takasa must start from your front row if one of its pits holds two seeds or more.",
				},
			},
			{
				Heading: "The house (nyumba)",
				Paragraphs: []string{
					"Your house is a strong pit while you own it and it holds six seeds or more. In namua you may not start a takasa from it, and a capturing move that ends in it may stop there, or go on (safari) by sowing the house's seeds, which gives the house up for good. If the house is your only occupied front pit, you take only two of its seeds to sow.",
					"You lose your house for good when you pick it up, when your opponent captures it, or when you make your first capture in mtaji.",
				},
			},
			{
				Heading:    "Takasia",
				Paragraphs: []string{"Once both stores are empty, after a takasa, if your opponent cannot capture and exactly one of his front pits is under threat from you, that pit is usually frozen (takasia, kutakatia) for his next move (not his house, nor his only occupied front pit): he may not start from it, and a lap that ends there stops. Some players leave this rule out: the game's option takasia=off does."},
			},
			{
				Heading:    "How the game ends",
				Paragraphs: []string{fourRowWin},
				Diagram: &Diagram{Position: "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -", Move: "A2>#",
					Caption: "South to move, in mtaji. North's only front seed is in a5, facing A4. South plays A2 clockwise: the two seeds end in A4, which captures a5, and North's front row is empty: South wins."},
			},
		},
	},
	{
		Variant: "kete",
		Title:   "Bao la Kete",
		Intro:   "Bao la Kete is the bao of Lamu (Kenya). It is Bao la Kiswahili with a few local rules, most of them about the house, here called the kuu, and about reserving a pit of the opponent. It is played as matches of up to three games.",
		Sections: []Section{
			fourRowBoard,
			{
				Heading:    "The start",
				Paragraphs: []string{"As in Bao la Kiswahili: six seeds in each kuu, two in each of the two pits to its right, 22 in each store, and South moves first."},
				Diagram:    &Diagram{Caption: "The start of Bao la Kete: the kuu A5 and a5 hold six seeds each; each store holds 22."},
			},
			sowing,
			{
				Heading: "The two stages: nemo and mtaji",
				Paragraphs: []string{
					"While you have seeds in your store you play nemo moves: each begins by putting one store seed into an occupied front pit, capturing at once if the pit faces an occupied pit, otherwise sowing that pit (a takata, a move that captures nothing). Once your store is empty you play mtaji moves, which pick up a pit of two seeds or more.",
				},
			},
			{
				Heading: "The kuu",
				Paragraphs: []string{
					"The kuu is stricter than Bao la Kiswahili's house: a kuu that is still alive never holds fewer than six seeds. In nemo, if your kuu is your only occupied front pit and holds exactly six, the store seed goes in and all seven are sown, and the kuu is lost; with seven or more, you take two seeds out and sow them, and the kuu lives on. In mtaji, while your kuu is alive, a move that captures nothing must start from the kuu.",
				},
			},
			{
				Heading:    "Hizi zetu (\"these are ours\")",
				Paragraphs: []string{"After a takata in mtaji, if your opponent cannot capture and exactly one of his front pits is under threat from you, that pit is reserved for you: he may not start from it on his next move, and on your next move, if you can capture that pit, your first capture must take it. The game's option takasia=off leaves this rule out."},
			},
			{
				Heading:    "How the game ends",
				Paragraphs: []string{fourRowWin, "A match is the best of three games."},
			},
		},
	},
	{
		Variant: "kujifunza",
		Title:   "Bao la Kujifunza",
		Intro:   "Bao la Kujifunza, \"bao for learning\", is how players first learn Bao la Kiswahili: the same board, sowing and captures, but without the first stage, the stores or the house. It is the best game to start with.",
		Sections: []Section{
			fourRowBoard,
			{
				Heading:    "The start",
				Paragraphs: []string{"Every pit holds two seeds, 64 in all, and nobody has a store or a house: pit 5 is an ordinary pit. South moves first, and every move of the game is a mtaji move of Bao la Kiswahili."},
				Diagram:    &Diagram{Caption: "The start of Bao la Kujifunza: two seeds in every pit."},
			},
			sowing,
			{
				Heading:    "Moves",
				Paragraphs: []string{"A move picks up one of your pits holding two seeds or more, front or back row, and sows it in either direction. If a capture is possible you must play one: its first lap must end in an occupied pit of your front row facing an occupied pit. Otherwise you play a takasa, which starts from a front pit of two seeds or more if you have one, else from your back row. After a takasa one of your opponent's pits may be frozen for his next move (takasia), as in Bao la Kiswahili."},
			},
			{
				Heading:    "How the game ends",
				Paragraphs: []string{fourRowWin, "With perfect play South, who moves first, wins; the computer's strongest level plays perfectly whenever its solver finishes within its second, which it nearly always does."},
				Diagram: &Diagram{Position: "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -", Move: "A1>#",
					Caption: "South plays A1 clockwise: the captures go on until North's front row is empty, and South wins."},
			},
		},
	},
	{
		Variant: "kingulu",
		Title:   "Bao Kingulu",
		Intro:   "Bao Kingulu is the bao of the Ngulu people of Tanzania: a smaller game of two rows of six pits and 48 seeds, in which a player can make a pit of his opponent his own for the rest of the game.",
		Sections: []Section{
			{
				Heading: "The board",
				Paragraphs: []string{
					"Two rows of six pits: the row nearest you is yours. South's pits are A1 to A6 and North's a1 to a6, each numbered from its owner's left. Unlike the four-row games, seeds are sown into both rows, always the same way round: along your own row from left to right, then on along your opponent's row, and round again.",
				},
			},
			{
				Heading:    "The start",
				Paragraphs: []string{"Four seeds in every pit. South moves first; the players take turns and nobody may pass."},
				Diagram:    &Diagram{Caption: "The start of Bao Kingulu: four seeds in every pit."},
			},
			{
				Heading: "Moves",
				Paragraphs: []string{
					"Pick up all the seeds of one of your pits (one seed is enough) and sow them one by one into the following pits. Where the last seed falls decides what happens:",
					"In an empty pit of your own row: if the pit facing it holds seeds, you capture them, together with your last seed, into your bank. Either way the move ends.",
					"In an occupied pit of your own row: you pick its seeds up and sow on, but not on the first lap: a move whose first lap would end so may not be played.",
					"In a child, yours or your opponent's: the seed goes to the bank of the child's owner and the move ends. In an empty pit of your opponent's row: the move ends. In one of his pits that held one, two, or four seeds or more: you pick them up and sow on.",
					"In one of his pits that held exactly three, making four: kuweka mtoto, \"putting down a child\". That pit becomes your child for the rest of the game: the seed you dropped just before it moves into it, and from now on every seed sown into it, by either player, goes to your bank. A child is never played from and never captured.",
				},
				Diagram: &Diagram{Position: "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2", Move: "A6",
					Caption: "South plays A6: the last of its two seeds turns North's a2 from three into four, so a2 becomes South's child, and the seed dropped in a1 joins it."},
			},
			{
				Heading:    "How the game ends",
				Paragraphs: []string{"The game ends when the player to move has no move he may play. Then each player counts his bank, the seeds in his own pits that are not his opponent's children, and the seeds in his own children. The higher count wins; 24 each is a draw. With perfect play South wins; the computer's strongest level plays perfectly whenever its solver finishes within its second, which it nearly always does."},
			},
		},
	},
	{
		Variant: "bawo",
		Title:   "Bawo",
		Intro:   "Bawo is the bao of the Yao of Malawi, played there in leagues. It is Bao la Kiswahili with a few differences, mostly about the house, here called the kuu.",
		Sections: []Section{
			fourRowBoard,
			{
				Heading:    "The start",
				Paragraphs: []string{"Each kuu holds eight seeds, the two pits to its right two each, and each store (the nemo) 20. South moves first. The game's options change the kuu to ten or six seeds, and switch some rules on or off; the defaults are described here."},
				Diagram:    &Diagram{Caption: "The start of Bawo: eight seeds in each kuu, 20 in each store."},
			},
			sowing,
			{
				Heading:    "The stages",
				Paragraphs: []string{"As in Bao la Kiswahili: while you have seeds in your store each move begins by putting one of them into an occupied front pit, capturing at once if it faces an occupied pit; then, with an empty store, a move picks up a pit of two seeds or more. A pit of 15 seeds or more never starts a capture."},
			},
			{
				Heading: "The kuu",
				Paragraphs: []string{
					"Your kuu works while it holds at least eight seeds. In the first stage a move that captures nothing never starts from it (unless it is your only occupied front pit: then all its seeds and the store seed are sown, and the kuu is lost), and a single seed is only sown when no other front pit holds two or more. You may not capture your opponent's kuu while your own is under threat. Your first move of the second stage that captures nothing must start from your kuu while you still own it and have not moved it.",
					"A lone kichwa may be sown towards your back row, but that empties your front row, and you lose at once.",
				},
			},
			{
				Heading:    "How the game ends",
				Paragraphs: []string{fourRowWin},
			},
		},
	},
}
