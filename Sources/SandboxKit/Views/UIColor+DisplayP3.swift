import Foundation

extension UIColor {
    /// A Display P3 colour, taken as sRGB components (the compositor draws in sRGB; P3's extra
    /// saturation is not shown).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
