package arena

import (
	"io"

	"github.com/bao-games/bao/record"
)

// The records file of a run is package record's (record.LineWriter,
// record.RecordsFile): these names keep the callers of arena's compiling.
type (
	// LineWriter is record.LineWriter.
	LineWriter = record.LineWriter
	// RecordsFile is record.RecordsFile.
	RecordsFile = record.RecordsFile
	// WritableFile is record.WritableFile.
	WritableFile = record.WritableFile
)

// LineWriterSize is record.LineWriterSize.
const LineWriterSize = record.LineWriterSize

// NewLineWriter is record.NewLineWriter.
func NewLineWriter(w io.Writer, name string, batch int) *LineWriter {
	return record.NewLineWriter(w, name, batch)
}
