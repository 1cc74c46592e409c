package fourrow

var (
	// Fitted2Kiswahili are the weights of "fitted2" in Bao la Kiswahili.
	Fitted2Kiswahili = Weights2{Weights: Weights{Front: 35, Back: 100, Store: 260, House: 396, Occupied: -21, Danger: 153, Exposed: 3, Attack: 13}, Targets: 115, Big: -247, FrontNamua: -20, OccupiedNamua: 54, Singles: 27}
	// Fitted2Kete are the weights of "fitted2" in Bao la Kete.
	Fitted2Kete = Weights2{Weights: Weights{Front: 37, Back: 100, Store: 318, House: 409, Occupied: -26, Danger: 154, Exposed: 3, Attack: 11}, Targets: 118, Big: -273, FrontNamua: -22, OccupiedNamua: 60, Singles: 34}
)
