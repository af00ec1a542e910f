/// A line of an app's file as the device reports it: the rewrite marks each statement of an app's file
/// with its line and the file's number (1 for the app's first Swift file, 2 for the next…) in one
/// integer, `file × fileStride + line`, so the line that crashed names its file. A scenario is one file,
/// number 0: its marks are its lines. The device keeps the mark as it is for the crash report and the
/// exit report; what the event stream shows is the line alone.
public enum SourceLine {
    /// Larger than any file's line count (a file with more lines is refused before it is compiled).
    public static let fileStride = 1_000_000

    public static func mark(file: Int, line: Int) -> Int { file * fileStride + line }

    /// The file's number (0 for a scenario) and the line.
    public static func split(_ mark: Int) -> (file: Int, line: Int) { (mark / fileStride, mark % fileStride) }
}
