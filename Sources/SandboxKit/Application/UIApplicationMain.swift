import Foundation

/// The process's entry point, as in UIKit: it makes the application and the delegate of the classes named
/// (the delegate's by its name, `Module.AppDelegate`, or its class name alone) and runs the app until it
/// ends. SandboxKit has no run loop of its own to run forever: the host that does (the device runtime)
/// sets `UIApplicationMainHost.run`, which gets the two names and returns the exit status. Without a host
/// this writes why to standard error and returns 1.
/// Source: https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)-1yub7
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let run = UIApplicationMainHost.run else {
        FileHandle.standardError.write(Data("UIApplicationMain: no host runs this app (UIApplicationMainHost.run is not set)\n".utf8))
        return 1
    }
    return run(principalClassName, delegateClassName)
}

/// Where `UIApplicationMain` hands the app over. This is the one process-wide setting of the launch: `main()`
/// has no application at hand, so whatever runs the process's run loop must say how it starts one, once,
/// before `main()` runs (typically: make a `UIApplication`, register the app's classes, then
/// `launch(delegateClassName:infoPlist:)` and turn the run loop). Not UIKit API.
@MainActor
public enum UIApplicationMainHost {
    public static var run: ((_ principalClassName: String?, _ delegateClassName: String?) -> Int32)?
}
