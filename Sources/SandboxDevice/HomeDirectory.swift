import Foundation

/// `NSHomeDirectory()` as an app's code calls it: the app's data folder, which the host puts in the
/// device's `HOME` (its container), as on iOS the home is the app's own. Foundation on Linux answers the
/// user's home from the password database instead. The scenario prelude declares a function of that name
/// that calls this one. Outside a container (a device run by hand), the user's home.
public func __sandboxHomeDirectory() -> String {
    let environment = ProcessInfo.processInfo.environment
    guard environment["SANDBOX_CONTAINER"] != nil, let home = environment["HOME"], !home.isEmpty else { return NSHomeDirectory() }
    return home
}
