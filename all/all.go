package all

import (
	_ "github.com/bao-games/bao/bawo"      // registers "bawo"
	_ "github.com/bao-games/bao/kete"      // registers "kete"
	_ "github.com/bao-games/bao/kingulu"   // registers "kingulu"
	_ "github.com/bao-games/bao/kiswahili" // registers "kiswahili"
	_ "github.com/bao-games/bao/kujifunza" // registers "kujifunza"
)
