import Foundation

// Xcode's object literals, as UIKit declares them: `#colorLiteral(red:green:blue:alpha:)` (the colour
// picker's swatch in the editor) is a `UIColor`, `#imageLiteral(resourceName:)` (an asset's thumbnail)
// a `UIImage`. The compiler makes a literal of whichever type these names say.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The app's image of that name, as `UIImage(named:)` finds it. An image the app does not have stops
    /// the app, as the literal's forced unwrap does on iOS.
    public convenience init(imageLiteralResourceName name: String) {
        guard let image = MainActorLoan.run({ UIImage(named: name) }) else {
            fatalError("#imageLiteral(resourceName: \"\(name)\"): the app has no image named \"\(name)\"")
        }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode)
    }
}
