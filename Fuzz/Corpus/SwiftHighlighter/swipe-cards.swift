/// A person shown on a swipe card: the data behind `UserView`.
public struct Profile: Sendable, Hashable, Identifiable {
    public let id: Int
    public var name: String
    public var age: Int
    public var hobby: String
    /// The name of the photo in the asset catalog.
    public var imageName: String

    public init(id: Int, name: String, age: Int, hobby: String, imageName: String) {
        self.id = id
        self.name = name
        self.age = age
        self.hobby = hobby
        self.imageName = imageName
    }

    /// The card's title, "name, age", as the name view shows it.
    public var title: String { "\(name), \(age)" }
}
