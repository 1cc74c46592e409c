package fourrow

// The fitted weights of the evaluation "fitted" (Front.FittedHeuristic),
// per game, shared by takasia on and off. They are logistic-regression
// coefficients of Features on the results of self-play games, in
// hundredths of a seed (scaled so that a back-row seed weighs 100). The
// method is TestFitWeights's (fit_test.go), which regenerates them:
//
//	BAO_FIT=1 go test -run TestFitWeights -v ./internal/fourrow/
var (
	// FittedKiswahili are the weights of Bao la Kiswahili.
	FittedKiswahili = Weights{Front: 14, Back: 100, Store: 234, House: 344, Occupied: 56, Danger: 150, Exposed: 0, Attack: 13}
	// FittedKete are the weights of Bao la Kete.
	FittedKete = Weights{Front: 14, Back: 100, Store: 228, House: 358, Occupied: 55, Danger: 130, Exposed: 0, Attack: 13}
	// FittedKujifunza are the weights of Bao la Kujifunza.
	FittedKujifunza = Weights{Front: 24, Back: 100, Store: 0, House: 0, Occupied: 67, Danger: -65, Exposed: -5, Attack: 25}
)
