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
	FittedKiswahili = Phased{
		Namua: Weights{Front: 3, Back: 83, Store: 199, House: 362, Occupied: 50, Danger: 164, Exposed: 3, Attack: 6},
		Mtaji: Weights{Front: 23, Back: 100, Store: 0, House: 218, Occupied: 55, Danger: -35, Exposed: -3, Attack: 21},
	}
	// FittedKete are the weights of Bao la Kete.
	FittedKete = Phased{
		Namua: Weights{Front: 2, Back: 84, Store: 195, House: 388, Occupied: 51, Danger: 145, Exposed: 3, Attack: 5},
		Mtaji: Weights{Front: 24, Back: 100, Store: 0, House: 174, Occupied: 55, Danger: -31, Exposed: -3, Attack: 22},
	}
	// FittedKujifunza are the weights of Bao la Kujifunza, all mtaji.
	FittedKujifunza = Phased{
		Namua: Weights{Front: 24, Back: 100, Store: 0, House: 0, Occupied: 67, Danger: -65, Exposed: -5, Attack: 25},
		Mtaji: Weights{Front: 24, Back: 100, Store: 0, House: 0, Occupied: 67, Danger: -65, Exposed: -5, Attack: 25},
	}
)
