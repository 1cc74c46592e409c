// Package interrupt is how a command of bao that runs for long (selfplay,
// tournament, sprt, solve) is interrupted by SIGINT and SIGTERM, in every
// phase from its start to its return: the first signal asks it to stop
// (Signals.Stop: no game is started, the games being played are finished
// and delivered; a solve stops), a second one cancels its context (the
// games being played are dropped). It also names signals and gives the
// exit status after one (128 plus its number), the same for every
// command.
package interrupt
