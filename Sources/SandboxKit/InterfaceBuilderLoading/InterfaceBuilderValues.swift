import Foundation
import InterfaceBuilder

/// The document's spellings of UIKit values (`contentMode="scaleAspectFill"`, `axis="vertical"`, a
/// `<color>`, a `<fontDescription>`) turned into UIKit's types. Nil for a spelling UIKit does not have,
/// so the caller leaves the attribute unmarked and it is reported.
@MainActor
enum InterfaceBuilderValues {
    /// A colour with numbers; a system colour as UIKit's own dynamic one (it follows the appearance),
    /// else through the document's `<resources>` (where Xcode records each one's light components); an
    /// asset colour through the resources, as `IBDocument.resolve` does. The components are used as
    /// written, whatever their colour space.
    static func color(_ color: IBColor, in document: IBDocument) -> UIColor? {
        if case .system(let name)? = color.reference, let system = UIColor.system(named: name) { return system }
        guard let components = document.resolve(color)?.components else { return nil }
        let (r, g, b, a) = components.rgbaValues
        return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
    }

    /// `system` (with its weight), `boldSystem` and text styles; a font by name is not available here.
    static func font(_ font: IBFont) -> UIFont? {
        let size = CGFloat(font.pointSize ?? 17)
        switch font.kind {
        case .system(let weight):
            guard let weight else { return .systemFont(ofSize: size) }
            return fontWeight(weight).map { .systemFont(ofSize: size, weight: $0) }
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .textStyle(let style): return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case .italicSystem, .named, .other: return nil
        }
    }

    private static func fontWeight(_ name: String) -> UIFont.Weight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[name]
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural][name]
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        let modes: [String: NSLineBreakMode] = [
            "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
            "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
        ]
        return modes[name]
    }

    /// `<state key="normal">` and the others, as a control state.
    static func controlState(_ name: String) -> UIControl.State? {
        ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled][name]
    }

    /// The `eventType` of an action connection.
    static func controlEvent(_ name: String) -> UIControl.Event? {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return events[name]
    }

    static func layoutAttribute(_ attribute: IBLayoutAttribute) -> NSLayoutConstraint.Attribute? {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .other: nil
        }
    }

    static func relation(_ relation: IBLayoutRelation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
            "currentContext": .currentContext, "automatic": .automatic, "custom": .custom,
        ]
        return styles[name]
    }

    static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
            "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
        ]
        return styles[name]
    }
}
