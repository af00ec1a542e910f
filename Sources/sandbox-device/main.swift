import DeviceFork
#if canImport(Glibc)
import Glibc
#endif

// The device process of a compiled scenario. A scenario is built as a shared library (its top level is
// the library's `main`); this runs one:
//
//   sandbox-device SCENARIO.so            loads the scenario and runs it in this process
//   sandbox-device --serve FD RUNTIME.so  a fork server on the socket FD: loads the runtime once, then
//                                         forks a device for each request (DeviceFork's ForkRequest)
//   sandbox-device --supervise TOOL ARGS  runs a tool (the compiler) and ends everything under it with
//                                         it or with the command (ToolSupervisor)
//
// The device's protocol (event pipe, environment, exit status) is the runtime's: SandboxDevice's
// ScenarioDevice.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--serve", let socket = Int32(arguments[2]) {
    ForkServer(socket: socket, runtime: arguments[3]).serve()
} else if arguments.count >= 3, arguments[1] == "--supervise" {
    ToolSupervisor.run(Array(arguments.dropFirst(2)))
} else if arguments.count == 2, !arguments[1].hasPrefix("-") {
    // A device ends with the command that started it, even one killed with SIGKILL (the kernel's
    // parent-death signal; the host's spawning thread waits for the device, so it outlives it), until
    // the runtime's own watch takes over, which ends what the scenario started first. A fork server
    // needs none: it ends, with its devices, when the host's end of its socket closes.
    ProcessReaper.setParentDeathSignal(SIGKILL)
    ScenarioLibrary.run(path: arguments[1])
} else {
    writeError("usage: sandbox-device SCENARIO.so | sandbox-device --serve FD RUNTIME.so | sandbox-device --supervise TOOL ARGS…\n")
    exit(2)
}
