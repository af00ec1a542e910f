#if canImport(Glibc)
import Glibc
#endif

// The device process of a compiled scenario. A scenario is built as a shared library (its top level is
// the library's `main`); this runs one:
//
//   sandbox-device SCENARIO.so            loads the scenario and runs it in this process
//   sandbox-device --serve FD RUNTIME.so  a fork server on the socket FD: loads the runtime once, then
//                                         forks a device for each request (DeviceFork's ForkRequest)
//
// The device's protocol (event pipe, environment, exit status) is the runtime's: SandboxDevice's
// ScenarioDevice.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--serve", let socket = Int32(arguments[2]) {
    ForkServer(socket: socket, runtime: arguments[3]).serve()
} else if arguments.count == 2, !arguments[1].hasPrefix("-") {
    // A device ends with the command that started it, even one killed with SIGKILL (the kernel's
    // parent-death signal; the host's spawning thread waits for the device, so it outlives it). A fork
    // server needs none: it ends, with its devices, when the host's end of its socket closes.
    _ = prctl(PR_SET_PDEATHSIG, UInt(SIGKILL), 0, 0, 0)
    ScenarioLibrary.run(path: arguments[1])
} else {
    writeError("usage: sandbox-device SCENARIO.so | sandbox-device --serve FD RUNTIME.so\n")
    exit(2)
}

/// glibc's `prctl`, variadic in C (Swift imports no variadic function); its arguments are all words.
@_silgen_name("prctl")
func prctl(_ option: Int32, _ a2: UInt, _ a3: UInt, _ a4: UInt, _ a5: UInt) -> Int32
let PR_SET_PDEATHSIG: Int32 = 1
