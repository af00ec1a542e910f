import Foundation
import SandboxKit

/// The view of one annotation on a map: its image if it has one, else nothing (subclasses draw a pin
/// or a marker).
@MainActor
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    public let reuseIdentifier: String?
    open var image: UIImage? {
        didSet {
            if let image { bounds.size = image.size }
            setNeedsDisplay()
        }
    }
    open var centerOffset: CGPoint = .zero
    open var calloutOffset: CGPoint = .zero
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isEnabled = true
    open var isHighlighted = false
    open private(set) var isSelected = false
    open var isDraggable = false
    open var clusteringIdentifier: String?
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var collisionMode: CollisionMode = .rectangle

    public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        backgroundColor = .clear
    }

    public convenience override init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        image?.draw(in: bounds)
    }

    public enum CollisionMode: Int, Sendable { case rectangle, circle, none }
}

public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// The classic pin: a round head on a needle, its point at the coordinate.
@MainActor
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor = MKPinAnnotationView.redPinColor() { didSet { setNeedsDisplay() } }
    open var animatesDrop = false

    public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 16, height: 36)
        centerOffset = CGPoint(x: 0, y: -18)
    }

    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }

    open override func draw(_ rect: CGRect) {
        guard image == nil else { return super.draw(rect) }
        UIColor.darkGray.setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 1, y: 12, width: 2, height: bounds.height - 12)).fill()
        pinTintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: bounds.midX - 7, y: 0, width: 14, height: 14)).fill()
    }
}

/// iOS's default annotation view: a round balloon with a glyph, its tip at the coordinate.
@MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphText: String? { didSet { setNeedsDisplay() } }
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility: MKFeatureVisibility = .adaptive
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    open var animatesWhenAdded = false

    public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 28, height: 36)
        centerOffset = CGPoint(x: 0, y: -18)
    }

    open override func draw(_ rect: CGRect) {
        guard image == nil else { return super.draw(rect) }
        (markerTintColor ?? .systemRed).setFill()
        let balloon = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 28, height: 28))
        balloon.fill()
        let tip = UIBezierPath()
        tip.move(to: CGPoint(x: 8, y: 24))
        tip.addLine(to: CGPoint(x: 14, y: 36))
        tip.addLine(to: CGPoint(x: 20, y: 24))
        tip.close()
        tip.fill()
        (glyphTintColor ?? .white).setFill()
        if let glyphText {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 12),
                                                             .foregroundColor: glyphTintColor ?? UIColor.white]
            let size = glyphText.size(withAttributes: attributes)
            glyphText.draw(at: CGPoint(x: 14 - size.width / 2, y: 14 - size.height / 2), withAttributes: attributes)
        } else {
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 8, height: 8)).fill()
        }
    }
}

public enum MKFeatureVisibility: Int, Sendable { case adaptive, hidden, visible }
