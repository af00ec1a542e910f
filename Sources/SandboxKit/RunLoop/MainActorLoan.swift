import Foundation

/// Main-actor work run on a thread other than the process's main thread while the main actor's own
/// thread waits for it, so that the main actor's exclusion still holds.
///
/// The compiler cannot see these hand-overs, and `MainActor.assumeIsolated` checks the thread, not the
/// exclusion, so it would stop the program there. This is that check left out: the work runs at once
/// on the current thread. Not public: code outside the package runs on the main actor as on iOS. For
/// the same reason SandboxKit, the device's modules and compiled scenarios are built without Swift 6's run-time
/// isolation checks (`-disable-dynamic-actor-isolation`, Package.swift), which a main-actor closure
/// passed to code compiled elsewhere (`Array.filter`) would make on these threads.
///
/// Every call site is listed here with its reason; `scripts/main-actor-loans` fails when the sources'
/// call sites and this list differ, so a new one cannot come in without its reason.
///
/// Threads that borrow the main actor, the main actor's own thread blocked until the work ends:
/// - SandboxKit/Views/DeepWalk.swift 1: a very deep walk over the view tree continues on a fresh thread
///   with a large stack (borrowing only when its caller held the main actor).
/// - SandboxKit/Compositing/Compositor.swift 1: a threaded composite (`Compositor.threadCount`) paints
///   horizontal bands on several threads at once, which only read the view tree.
/// - SandboxDevice/ScenarioDevice.swift 2: the scenario device runs a scenario's top level and its run
///   loop on two threads that hand over strictly, one at a time, so that `wait(1)` in the top level
///   can suspend it; the run loop's thread borrows for its whole life, and `ScenarioDevice.borrow` is
///   the one door for the device's nonisolated entry points (the rewrite's line marks, the dispatch
///   queue, timers and the task executor) on whichever thread holds the turn.
///
/// Deinits, which Swift runs outside any actor; these objects are only ever released by main-actor
/// code, so the deinit still owns the main actor's state. Not `isolated deinit`: it would queue
/// itself on the main thread's executor, which the scenario device's threads never drain.
/// - SandboxKit/Views/UIView.swift 1: a view detaches its subtree and its constraints.
/// - SDLPlatform/SDLWindowHost.swift 1: the window closes.
/// - SDLPlatform/WindowSurfacePresenter.swift 1: the window's surface update ends.
/// - SandboxDevice/ScenarioTint.swift 1: the scenario's tint is taken off.
///
/// `description`, which NSObject declares nonisolated and any thread may read (a `print` in a
/// detached task): it borrows only when this thread already holds the main actor (`ifHeld`), and
/// otherwise answers NSObject's `<Class: 0x…>` without the main actor's state.
/// - SandboxKit/Views/UIView.swift 1, SandboxKit/Controllers/UIViewController.swift 1,
///   SandboxKit/Layout/NSLayoutConstraint.swift 1.
/// - SandboxKit/Views/UITraitCollection.swift 1: `UITraitCollection.current`, which UIKit declares
///   nonisolated (a dynamic colour resolves on any thread): the application's traits where the main
///   actor is held, the light iPhone's elsewhere.
///
/// Calls that Foundation or UIKit declare nonisolated and that apps make on the main thread; made from
/// another thread they run unprotected, the same race the app has on iOS:
/// - SandboxKit/Selectors/NotificationCenter+Selector.swift 1: a selector observer is sent the
///   notification on the posting thread.
/// - SandboxKit/Views/ObjectLiterals.swift 1: `#imageLiteral` looks its image up in the app's bundle.
/// - SandboxKit/Text/NSTextAttachment.swift 1: an attachment made from data decodes its image.
/// - SandboxKit/TextInput/UITextView+TextStorage.swift 1: an edit of a text view's text storage
///   (an `NSTextStorage`, which Foundation declares nonisolated) becomes the view's text.
/// - SandboxCoreData/NSManagedObjectContext.swift 1: `perform` queues its block on the device's main
///   queue, where an app's code runs (Core Data's contexts are nonisolated).
///
/// Not-simulated warnings from APIs declared nonisolated (an initializer, a drawing call) go through
/// one door, which borrows only when the main actor is held (`NotSimulated.recordFromAnyThread`):
/// - SandboxKit/Lifecycle/NotSimulated.swift 1.
package enum MainActorLoan {
    package static func run<T>(_ work: @MainActor () -> T) -> T {
        let depth = Holders.depth
        Holders.depth = depth + 1
        defer { Holders.depth = depth }
        // The same conversion `MainActor.assumeIsolated` makes after its check: a function's global
        // actor does not change how it is called.
        return withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> T).self)()
        }
    }

    /// Whether this thread holds the main actor: the process's main thread, or a thread inside a loan.
    package static var isHeld: Bool { Thread.isMainThread || Holders.depth > 0 }

    /// `work` on the main actor when this thread holds it, else nil: for nonisolated entry points that
    /// any thread may call, where reading main-actor state from another thread would be a data race.
    package static func ifHeld<T>(_ work: @MainActor () -> T) -> T? {
        isHeld ? run(work) : nil
    }

    /// How many loans this thread is inside (a thread-specific count; loans nest).
    private enum Holders {
        static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        static var depth: Int {
            get { Int(bitPattern: pthread_getspecific(key)) }
            set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
        }
    }
}
