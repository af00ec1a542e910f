/// What Interface Builder connects by name, which UIKit does through the Objective-C runtime
/// (`setValue(_:forKey:)` for an outlet, a selector for an action) and Swift on Linux cannot do by
/// itself. The sandbox's build of an app adds this conformance to each of the app's classes that
/// declares `@IBOutlet` properties or `@IBAction` methods (the attributes themselves compile to nothing),
/// so a storyboard or xib loaded at run time can connect them as UIKit would. Not UIKit API.
@MainActor
public protocol IBConnectable: AnyObject {
    /// Sets the outlet `name` (an `@IBOutlet` property, or the array of an outlet collection) to `value`;
    /// false when the class declares no such outlet (UIKit then raises "this class is not key value
    /// coding-compliant for the key …").
    func setOutlet(_ name: String, to value: Any?) -> Bool

    /// The action method whose Objective-C name is `name` (`tapped:`, `tapped:forEvent:`), as a selector
    /// that can be sent to this object; nil when the class declares no such action.
    func action(named name: String) -> Selector?
}
