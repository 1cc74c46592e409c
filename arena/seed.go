package arena

import "github.com/bao-games/bao"

// GameSeed returns the seed of game (or match) number i of a run with the
// master seed master: the i-th output of a splitmix64 generator started at
// master. Distinct games get unrelated seeds, and a game's seed does not
// depend on how many games or workers the run has. In match mode game k
// of match i has the seed GameSeed(GameSeed(master, i), k).
func GameSeed(master uint64, i int) uint64 {
	return splitmix(master + (uint64(i)+1)*0x9e3779b97f4a7c15)
}

// PlayerSeed returns the seed of the player sitting at side in a game whose
// seed is game.
func PlayerSeed(game uint64, side bao.Player) uint64 {
	return splitmix(game ^ (uint64(side)+1)*0xd1b54a32d192ed03)
}

// OpeningSeed returns the seed of the random opening plies (Config.Openings)
// of games 2*pair and 2*pair+1 of a run with the master seed master, which
// share their opening with the players in changed seats. In match mode
// games 2j and 2j+1 of match i have the opening OpeningSeed(GameSeed(master,
// i), j).
func OpeningSeed(master uint64, pair int) uint64 {
	return splitmix(GameSeed(master, pair) ^ 0x2545f4914f6cdd1d)
}

// splitmix is the output function of splitmix64.
func splitmix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
