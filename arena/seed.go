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

// splitmix is the output function of splitmix64.
func splitmix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
