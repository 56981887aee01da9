// Generated code. Do not modify. Run npm run gen.
export const validate = validate47;

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.ul === undefined) && (missing0 = "ul")){
validate47.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ul !== undefined){
if(typeof data.ul !== "string"){
validate47.errors = [{instancePath:instancePath+"/ul",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
