/// Main-actor work run on a thread other than the process's main thread while the main actor's own
/// thread waits for it, so that the main actor's exclusion still holds.
///
/// Three places in the package need it, each with the main actor's thread blocked until the work ends:
/// - `DeepWalk` continues a very deep walk over the view tree on a fresh thread with a large stack;
/// - a threaded composite (`Compositor.threadCount`) paints horizontal bands on several threads at
///   once, which only read the view tree (custom-compositing views draw from their state, read, not
///   written);
/// - the scenario device (Sources/SandboxDevice) runs a scenario's top level and its run loop on two
///   threads that hand over strictly, one at a time, so that `wait(1)` in the top level can suspend it.
///
/// The compiler cannot see these hand-overs, and `MainActor.assumeIsolated` checks the thread, not the
/// exclusion, so it would stop the program there. This is that check left out: the work runs at once
/// on the current thread. Not public: code outside the package runs on the main actor as on iOS. For
/// the same reason SandboxKit, the device's modules and compiled scenarios are built without Swift 6's run-time
/// isolation checks (`-disable-dynamic-actor-isolation`, Package.swift), which a main-actor closure
/// passed to code compiled elsewhere (`Array.filter`) would make on these threads.
package enum MainActorLoan {
    package static func run<T>(_ work: @MainActor () -> T) -> T {
        // The same conversion `MainActor.assumeIsolated` makes after its check: a function's global
        // actor does not change how it is called.
        withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> T).self)()
        }
    }
}
