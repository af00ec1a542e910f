import Foundation
import SandboxCoreLocation
import SandboxKit

/// MapKit's map. The sandbox has no map tiles: the view draws a plain map placeholder (sea, a graticule
/// every 30 degrees, "Map data is not loaded in the sandbox") over the region it shows, and places its
/// annotations' views on it as MapKit does: on layout, the delegate's `mapView(_:viewFor:)` is asked
/// for each annotation's view (nil gives a marker), and the view is put at the annotation's coordinate
/// (Web Mercator, like MapKit's). Selecting an annotation tells the delegate; callouts are not shown.
@MainActor
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard { didSet { setNeedsDisplay() } }
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    open var showsUserLocation = false
    open var userTrackingMode: MKUserTrackingMode = .none
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }

    open var region: MKCoordinateRegion = .world {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var overlays: [any MKOverlay] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reusable: [String: [MKAnnotationView]] = [:]
    private var registered: [String: MKAnnotationView.Type] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        self.region = region
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
    }

    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    // MARK: Annotations

    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !self.annotations.contains(where: { $0 === annotation }) {
            self.annotations.append(annotation)
        }
        setNeedsLayout()
    }

    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            self.annotations.removeAll { $0 === annotation }
            selectedAnnotations.removeAll { $0 === annotation }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) {
                view.removeFromSuperview()
                if let identifier = view.reuseIdentifier { reusable[identifier, default: []].append(view) }
            }
        }
    }

    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { annotationViews[ObjectIdentifier(annotation)] }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass as? MKAnnotationView.Type
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusable[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        let view = dequeueReusableAnnotationView(withIdentifier: identifier)
            ?? (registered[identifier] ?? MKMarkerAnnotationView.self).init(annotation: annotation, reuseIdentifier: identifier)
        view.annotation = annotation
        return view
    }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard !selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        for old in selectedAnnotations { deselectAnnotation(old, animated: animated) }
        selectedAnnotations = [annotation]
        if let view = view(for: annotation) {
            view.setSelected(true, animated: animated)
            delegate?.mapView(self, didSelect: view)
        }
    }

    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        selectedAnnotations.removeAll { $0 === annotation }
        if let view = view(for: annotation) {
            view.setSelected(false, animated: animated)
            delegate?.mapView(self, didDeselect: view)
        }
    }

    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        addAnnotations(annotations)
        guard let first = annotations.first else { return }
        var south = first.coordinate.latitude, north = south, west = first.coordinate.longitude, east = west
        for annotation in annotations {
            south = min(south, annotation.coordinate.latitude)
            north = max(north, annotation.coordinate.latitude)
            west = min(west, annotation.coordinate.longitude)
            east = max(east, annotation.coordinate.longitude)
        }
        let center = CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
        setRegion(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.3, 0.01),
                                                                            longitudeDelta: max((east - west) * 1.3, 0.01))),
                  animated: animated)
    }

    // MARK: Overlays

    open func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay]) }

    open func addOverlays(_ overlays: [any MKOverlay]) {
        NotSimulated.record("MKMapView overlays (kept, not drawn)")
        self.overlays.append(contentsOf: overlays)
    }

    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [any MKOverlay]) { for overlay in overlays { removeOverlay(overlay) } }

    // MARK: Projection

    /// Web Mercator's y for a latitude, clamped where the projection does.
    private static func mercatorY(_ latitude: CLLocationDegrees) -> Double {
        let clamped = min(max(latitude, -85.0511), 85.0511) * .pi / 180
        return log(tan(.pi / 4 + clamped / 2))
    }

    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let top = Self.mercatorY(region.center.latitude + region.span.latitudeDelta / 2)
        let bottom = Self.mercatorY(region.center.latitude - region.span.latitudeDelta / 2)
        let x = (coordinate.longitude - west) / max(region.span.longitudeDelta, 1e-9) * Double(bounds.width)
        let y = (top - Self.mercatorY(coordinate.latitude)) / max(top - bottom, 1e-9) * Double(bounds.height)
        let point = CGPoint(x: x, y: y)
        return view.map { convert(point, to: $0) } ?? point
    }

    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = view.map { convert(point, from: $0) } ?? point
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let top = Self.mercatorY(region.center.latitude + region.span.latitudeDelta / 2)
        let bottom = Self.mercatorY(region.center.latitude - region.span.latitudeDelta / 2)
        let longitude = west + Double(local.x) / max(Double(bounds.width), 1) * region.span.longitudeDelta
        let y = top - Double(local.y) / max(Double(bounds.height), 1) * (top - bottom)
        let latitude = (2 * atan(exp(y)) - .pi / 2) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        var added: [MKAnnotationView] = []
        for annotation in annotations {
            let key = ObjectIdentifier(annotation)
            if annotationViews[key] == nil {
                let view = delegate?.mapView(self, viewFor: annotation)
                    ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                view.annotation = annotation
                annotationViews[key] = view
                addSubview(view)
                added.append(view)
            }
            guard let view = annotationViews[key] else { continue }
            let point = convert(annotation.coordinate, toPointTo: nil)
            view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let sea = mapType == .standard || mapType == .mutedStandard
            ? UIColor(red: 0.67, green: 0.82, blue: 0.94, alpha: 1) : UIColor(red: 0.10, green: 0.18, blue: 0.28, alpha: 1)
        context.setFillColor(sea.cgColor)
        context.fill(bounds)
        context.setStrokeColor(UIColor.white.withAlphaComponent(0.6).cgColor)
        context.setLineWidth(1)
        for longitude in stride(from: -180.0, through: 180, by: 30) {
            let x = convert(CLLocationCoordinate2D(latitude: 0, longitude: longitude), toPointTo: nil).x
            context.move(to: CGPoint(x: x, y: 0))
            context.addLine(to: CGPoint(x: x, y: bounds.height))
        }
        for latitude in stride(from: -60.0, through: 60, by: 30) {
            let y = convert(CLLocationCoordinate2D(latitude: latitude, longitude: 0), toPointTo: nil).y
            context.move(to: CGPoint(x: 0, y: y))
            context.addLine(to: CGPoint(x: bounds.width, y: y))
        }
        context.strokePath()
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.darkGray]
        "Map data is not loaded in the sandbox".draw(in: CGRect(x: 8, y: bounds.height - safeAreaInsets.bottom - 20,
                                                                width: bounds.width - 16, height: 16), withAttributes: caption)
    }
}

public enum MKUserTrackingMode: Int, Sendable {
    case none, follow, followWithHeading
}
