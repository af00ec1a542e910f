import Foundation
import SandboxKit

// A closed pipe or a file over the size limit is an error a write reports (EPIPE, EFBIG), which the
// commands turn into a message and a non-zero exit, rather than a signal that kills the process silently.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
CommandLineEntry.main()
