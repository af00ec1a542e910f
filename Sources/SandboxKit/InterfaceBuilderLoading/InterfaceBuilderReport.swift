import Foundation
import InterfaceBuilder

/// How loading a storyboard or xib tells what went wrong: UIKit's own message where UIKit has one, as
/// a violation (UIKit raises) or a warning (UIKit logs), in the application's lifecycle stream, about
/// the controller being loaded when there is one.
@MainActor
enum InterfaceBuilderReport {
    static let cause = LifecycleCause("Interface Builder", rule: nil)

    static func violation(_ app: UIApplication, _ problem: LifecycleProblem, _ message: String, about c: UIViewController?) {
        emit(app, .violation, problem, message, about: c)
    }

    /// A warning, given once per application for each `onceKey` (the message itself when nil).
    static func warning(_ app: UIApplication, _ problem: LifecycleProblem, _ message: String, about c: UIViewController?,
                        onceKey: String? = nil) {
        guard app.interfaceBuilder.firstReport(onceKey ?? message) else { return }
        emit(app, .warning, problem, message, about: c)
    }

    /// One warning for each item of `usage` not marked applied, once per (element name, item) in the
    /// application: the tenth label with the same unsupported attribute says nothing new.
    static func unused(_ usage: IBUsage, in document: IBDocument, _ app: UIApplication, about c: UIViewController?) {
        for item in usage.unused where !item.isDesignTimeOnly {
            warning(app, .interfaceBuilderItemNotApplied, "\(document.fileName):\(item)", about: c,
                    onceKey: "unused \(item.elementName) \(item.item)")
        }
    }

    private static func emit(_ app: UIApplication, _ method: LifecycleMethod, _ problem: LifecycleProblem, _ message: String,
                             about c: UIViewController?) {
        if let c, c.application === app {
            LifecycleRules.emit(c, method, cause: cause, message: message, problem: problem)
        } else {
            app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: method, cause: cause, message: message, problem: problem))
        }
    }
}
