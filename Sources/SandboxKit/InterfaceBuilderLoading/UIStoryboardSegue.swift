import Foundation

/// UIKit's segue: a transition from `source` to `destination`, made by the storyboard when a control
/// triggers it or `performSegue(withIdentifier:sender:)` names it, handed to the source's
/// `prepare(for:sender:)`, then performed. The storyboard's segues perform what their kind says
/// (StoryboardSegues.swift) through the handler; a segue made in code with no handler does nothing.
@MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition; subclasses (custom segues) override it.
    open func perform() { performHandler?() }
}
