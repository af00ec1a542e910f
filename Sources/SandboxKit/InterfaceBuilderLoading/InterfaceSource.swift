import Foundation
import InterfaceBuilder

/// Where a controller made from a storyboard or a xib gets its view: the document and scene, the
/// objects its controller part already made (bar button items, for the view's connections), and the
/// connections already made with them.
struct InterfaceSource {
    let document: IBDocument
    let storyboard: UIStoryboard?
    let scene: IBScene?
    let controllerObjects: [String: AnyObject]
    let connected: Set<String>
}
