import Foundation

/// The look of a bar (navigation bar, tab bar, toolbar) as iOS 13 and later describe it: a background
/// (the default translucent light grey, an opaque `systemBackground`, or nothing), a background colour
/// over it, and the hairline's colour (`shadowColor`; nil or clear for none). Bars copy an appearance
/// when it is set, and give a copy back, as UIKit's do: change it, then set it again.
///
/// Not simulated: background images and blur effects (setting one says so once; the colour shows).
@MainActor
open class UIBarAppearance: NSObject {
    enum Background { case standard, opaque, transparent }
    var background: Background = .standard

    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage? {
        didSet { if backgroundImage != nil { NotSimulated.record("UIBarAppearance.backgroundImage") } }
    }
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// Kept as a value: the blur is not drawn (a non-nil effect on a default background draws its grey).
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage? {
        didSet { if shadowImage != nil { NotSimulated.record("UIBarAppearance.shadowImage") } }
    }
    public let idiom: UIUserInterfaceIdiom

    static var standardBackground: UIColor { .barBackground }
    static var standardShadow: UIColor { .barHairline }

    public override init() {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`, as a subclass copies its own properties too.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        background = barAppearance.background
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        copyDetails(from: barAppearance)
    }

    /// What a subclass copies of its own.
    func copyDetails(from other: UIBarAppearance) {}

    open func copy() -> Self { Self(barAppearance: self) }

    /// The translucent grey bar with its hairline, as bars look by default.
    open func configureWithDefaultBackground() {
        background = .standard
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.standardShadow
    }

    /// An opaque bar of the system background colour, with its hairline.
    open func configureWithOpaqueBackground() {
        background = .opaque
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = Self.standardShadow
    }

    /// No background and no hairline: the content shows through the bar.
    open func configureWithTransparentBackground() {
        background = .transparent
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }

    /// The colour the bar's background is drawn in.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch background {
        case .standard: return backgroundEffect == nil ? .clear : Self.standardBackground
        case .opaque: return .systemBackground
        case .transparent: return .clear
        }
    }
}
