package fourrow

// Trial weights of the evaluation "td": fitted (tdfit -lambda 0) to the
// scores of depth-12 searches (alphabeta(depth=12,eval=E,lmr=2), E the
// game's best evaluation) of every second position of TestFitWeights2's
// cached self-play.
var (
	TDKiswahili = Weights2{Weights: Weights{Front: 37, Back: 100, Store: 175, House: 376, Occupied: -30, Danger: 122, Exposed: 2, Attack: 17}, Targets: 110, Big: -209, FrontNamua: -18, OccupiedNamua: 45, Singles: 31}
	TDKete      = Weights2{Weights: Weights{Front: 36, Back: 100, Store: 240, House: 382, Occupied: -25, Danger: 125, Exposed: 3, Attack: 14}, Targets: 114, Big: -202, FrontNamua: -20, OccupiedNamua: 47, Singles: 27}
)
