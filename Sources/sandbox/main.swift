import Foundation
import SandboxKit

// A closed pipe or a file over the size limit is an error a write reports (EPIPE, EFBIG), which the
// commands turn into a message and a non-zero exit, rather than a signal that kills the process silently.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
CommandLineEntry.main()
// What `print` left in the buffer: a full disk or closed pipe shows here, not as exit 0.
if fflush(CStandardOutput.stream) != 0 || ferror(CStandardOutput.stream) != 0 {
    StandardStreams.writeError("standard output: error: cannot write the output: \(String(cString: strerror(errno)).lowercased()); what was printed last is lost\n")
    exit(1)
}
